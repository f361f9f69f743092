// One line of text: Lighthouse needs a largest contentful paint to score a page at all (an empty
// body ends in NO_LCP), so this is the least a page can show.
export default function FloorPage() {
  return (
    <main>
      <h1>Floor</h1>
    </main>
  )
}
