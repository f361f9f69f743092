/**
 * The server-error page's texts (app/(site)/[lang]/error.tsx), apart from the dictionaries: that
 * page is a client component that ships with every page, so it takes these few strings only, not
 * both dictionaries. en.ts and mr.ts include them from here.
 */
type ServerErrorTexts = { title: string; text: string; retry: string; home: string }

export const SERVER_ERROR: Record<'en' | 'mr', ServerErrorTexts> = {
  en: {
    title: 'Something went wrong',
    text: 'This page could not be shown just now. Please try again in a moment.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
  mr: {
    title: 'काहीतरी बिघडले',
    text: 'हे पान आत्ता दाखवता आले नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
    retry: 'पुन्हा प्रयत्न करा',
    home: 'मुख्यपृष्ठावर जा',
  },
}
