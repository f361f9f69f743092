// The root layout basics the site's layout (src/app/(site)/[lang]/layout.tsx) has: lang, the
// viewport, rendered per request. No stylesheet, no fonts, no components.
export const dynamic = 'force-dynamic'

export const metadata = { title: 'Floor' }

export const viewport = { themeColor: '#7a1f1f', width: 'device-width', initialScale: 1 }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
