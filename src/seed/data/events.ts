import type { EventCategory } from '@/lib/events'

/**
 * Demo events over the current term, placed relative to the day the demo is seeded (so the calendar
 * always has a past event and upcoming ones): `in` days from today (negative: already past), at a
 * time of day in India (`from`–`to`, 24-hour), or all day for `days` days. `institution` is the
 * index in INSTITUTIONS (data/institutions.ts), null for the society as a whole.
 */
export type DemoEvent = {
  title: string
  category: EventCategory
  institution: number | null
  in: number
  from?: string
  to?: string
  days?: number
  place: string
  html: string
  /** An agenda or circular attached as a PDF. */
  pdf?: string[]
}

export const EVENTS: DemoEvent[] = [
  {
    title: 'Children’s Day celebration',
    category: 'cultural',
    institution: 4,
    in: -9,
    days: 1,
    place: 'School hall',
    html: '<p>Songs, stories and games for our youngest students, with a puppet show by the teachers.</p>',
  },
  {
    title: 'Parent–teacher meeting for Standards V to X',
    category: 'pta-meeting',
    institution: 0,
    in: 3,
    from: '10:00',
    to: '12:30',
    place: 'Classrooms, second floor',
    html: '<p>Class teachers meet parents to discuss the first term’s progress and the examination timetable. Please bring the student’s diary.</p><ul><li>Standards V to VII: 10:00 to 11:00</li><li>Standards VIII to X: 11:15 to 12:30</li></ul>',
    pdf: ['Agenda of the parent–teacher meeting', '1. Progress in the first term', '2. Examination timetable', '3. Questions from parents'],
  },
  {
    title: 'Foundation Day: holiday for all schools and colleges',
    category: 'holiday',
    institution: null,
    in: 6,
    days: 1,
    place: '',
    html: '<p>All schools, colleges and offices of the society are closed for the society’s Foundation Day.</p>',
  },
  {
    title: 'First-term examinations, Standards V to X',
    category: 'examination',
    institution: 3,
    in: 9,
    days: 6,
    place: 'School building',
    html: '<p>Examinations begin at 8:00 every day. Students must carry their hall tickets.</p>',
  },
  {
    title: 'Annual sports day',
    category: 'sports',
    institution: 5,
    in: 13,
    from: '07:30',
    to: '13:00',
    place: 'Shivaji Park ground',
    html: '<p>Races, relays, kabaddi and kho-kho finals, followed by the prize distribution. Parents are welcome.</p>',
  },
  {
    title: 'Annual cultural evening',
    category: 'cultural',
    institution: null,
    in: 17,
    from: '18:00',
    to: '20:30',
    place: 'Vidya Vikas Bhavan auditorium',
    html: '<p>Students of every branch present music, dance and drama in Marathi, Hindi and English.</p>',
  },
  {
    title: 'Junior college admission counselling',
    category: 'admission',
    institution: 1,
    in: 24,
    from: '11:00',
    to: '13:00',
    place: 'Junior college office',
    html: '<p>Guidance for students and parents on streams, subjects and the admission process.</p>',
  },
  {
    title: 'Inter-collegiate sports meet',
    category: 'sports',
    institution: 2,
    in: 31,
    days: 2,
    place: 'College ground',
    html: '<p>Athletics, cricket and volleyball teams of colleges across Mumbai compete over two days.</p>',
  },
  {
    title: 'Parent–teacher association meeting',
    category: 'pta-meeting',
    institution: 4,
    in: 38,
    from: '16:00',
    to: '17:30',
    place: 'School hall',
    html: '<p>The association’s annual report and the plans for the next term.</p>',
  },
  {
    title: 'Admission forms for the next academic year',
    category: 'admission',
    institution: null,
    in: 52,
    days: 1,
    place: 'Office of every school and college',
    html: '<p>Forms are available at every office and online through the admission page.</p>',
  },
]
