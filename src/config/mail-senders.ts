import type { Lang } from '@/i18n/lang'

import { env } from './env'

/**
 * Who a mail says it is from, named for its purpose, in the reader's language: a parent sees "Vidya
 * Vikas Education Society notices" above an alert and "Grievance desk" above a grievance's reply, not
 * one name for everything. The address is SMTP_FROM's (one verified sender); only the name changes.
 * Every mail names its purpose; a mail sent without a `from` would keep SMTP_FROM's name.
 */
export type MailPurpose = 'notices' | 'grievances' | 'admissions' | 'office'

const NAMES: Record<MailPurpose, Record<Lang, string>> = {
  notices: { en: 'Vidya Vikas Education Society notices', mr: 'विद्या विकास शिक्षण संस्थेच्या सूचना' },
  grievances: { en: 'Grievance desk', mr: 'तक्रार निवारण कक्ष' },
  // A parent's admission enquiry: acknowledgement and the school's reply.
  admissions: { en: 'Admissions office', mr: 'प्रवेश कार्यालय' },
  // Mails to staff: approval steps, invitations, password resets, disclosure reminders.
  office: { en: 'Vidya Vikas Education Society office', mr: 'विद्या विकास शिक्षण संस्थेचे कार्यालय' },
}

export function mailSender(purpose: MailPurpose, lang: Lang = 'en'): { name: string; address: string } {
  return { name: NAMES[purpose][lang], address: env.smtp?.fromAddress ?? 'no-reply@localhost' }
}
