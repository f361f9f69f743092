import { constants as zlibConstants, inflateSync } from 'node:zlib'

/**
 * A small reader of PDF syntax, enough to see a file's dictionaries as a viewer does: every
 * `N G obj` in the file is read on its own (a viewer finds objects through the cross-reference
 * table, wherever they stand, so an unbalanced string or a fake stream in one object must not hide
 * the next), strings and hex strings are decoded, `#xx` escapes in names undone, and object streams
 * (`/Type /ObjStm`) are decoded (Flate, ASCIIHex, ASCII85, LZW, RunLength, in any chain) and their
 * objects read too. Stream data other than object streams is never read as syntax: binary data
 * spells short names by chance. Used by pdf-actions.ts, which holds the rules.
 */

export class PdfName {
  constructor(readonly name: string) {}
}
export class PdfString {
  constructor(readonly bytes: string) {}
  /** The text: UTF-16BE when it starts with a byte order mark, else the bytes as Latin-1. */
  get text(): string {
    if (this.bytes.startsWith('\xfe\xff')) {
      let out = ''
      for (let i = 2; i + 1 < this.bytes.length; i += 2)
        out += String.fromCharCode((this.bytes.charCodeAt(i) << 8) | this.bytes.charCodeAt(i + 1))
      return out
    }
    return this.bytes
  }
}
export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}
export type PdfDict = Map<string, PdfValue>
export type PdfValue = number | boolean | null | PdfName | PdfString | PdfRef | PdfValue[] | PdfDict

export type PdfSyntax = {
  /** Every object read, by number (the last one of a number wins, as in an updated file). */
  objects: Map<number, PdfValue>
  /** Every top-level value read: objects, trailers, stream dictionaries. */
  values: PdfValue[]
  /** Whether a trailer or cross-reference stream names an encryption dictionary. */
  encrypted: boolean
  /** Whether some object stream could not be decoded (unknown filter, encrypted, broken data). */
  unreadableObjectStreams: number
}

/**
 * More work than this (tokens, and characters of strings) per byte of input, and the file is not
 * worth reading: an ordinary file is read once, and most of its bytes are stream data, skipped.
 */
const TOKEN_BUDGET_PER_BYTE = 2
/** Bytes inflated at most per object stream: a file that only names what it is can cost a lot. */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024

export class PdfTooCostly extends Error {}

const WHITE = new Set([0, 9, 10, 12, 13, 32])
const DELIMITER = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%'].map((c) => c.charCodeAt(0)))
const isRegular = (code: number) => !Number.isNaN(code) && !WHITE.has(code) && !DELIMITER.has(code)

type Token =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'string'; value: string }
  | { kind: 'open' | 'close'; value: '<<' | '[' | '>>' | ']' }
  | { kind: 'keyword'; value: string }

class Lexer {
  constructor(
    private readonly text: string,
    public pos: number,
    private readonly budget: { tokens: number },
  ) {}

  private skipWhite() {
    const { text } = this
    while (this.pos < text.length) {
      const code = text.charCodeAt(this.pos)
      if (WHITE.has(code)) this.pos++
      else if (code === 37 /* % */) {
        while (this.pos < text.length && text[this.pos] !== '\n' && text[this.pos] !== '\r') this.pos++
      } else break
    }
  }

  /** Where the next token starts (white space and comments skipped). */
  peekStart(): number {
    this.skipWhite()
    return this.pos
  }

  next(): Token | null {
    if (--this.budget.tokens < 0) throw new PdfTooCostly()
    this.skipWhite()
    const { text } = this
    if (this.pos >= text.length) return null
    const c = text[this.pos]!
    if (c === '/') {
      let end = this.pos + 1
      while (end < text.length && isRegular(text.charCodeAt(end))) end++
      const raw = text.slice(this.pos + 1, end)
      this.pos = end
      return {
        kind: 'name',
        value: raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      }
    }
    if (c === '(') return { kind: 'string', value: this.literalString() }
    if (c === '<') {
      if (text[this.pos + 1] === '<') {
        this.pos += 2
        return { kind: 'open', value: '<<' }
      }
      const end = text.indexOf('>', this.pos)
      const hex = text.slice(this.pos + 1, end < 0 ? text.length : end).replace(/[^0-9a-fA-F]/g, '')
      this.pos = end < 0 ? text.length : end + 1
      return { kind: 'string', value: Buffer.from(hex.length % 2 ? hex + '0' : hex, 'hex').toString('latin1') }
    }
    if (c === '>') {
      this.pos += text[this.pos + 1] === '>' ? 2 : 1
      return { kind: 'close', value: '>>' }
    }
    if (c === '[') {
      this.pos++
      return { kind: 'open', value: '[' }
    }
    if (c === ']') {
      this.pos++
      return { kind: 'close', value: ']' }
    }
    if (c === ')' || c === '{' || c === '}') {
      this.pos++
      return { kind: 'keyword', value: c }
    }
    let end = this.pos
    while (end < text.length && isRegular(text.charCodeAt(end))) end++
    const word = text.slice(this.pos, end)
    this.pos = end
    const number = Number(word)
    return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) && Number.isFinite(number)
      ? { kind: 'number', value: number }
      : { kind: 'keyword', value: word }
  }

  /** A literal string, balanced parentheses and escapes as the specification has them. */
  private literalString(): string {
    const { text } = this
    let depth = 1
    let out = ''
    let i = this.pos + 1
    while (i < text.length) {
      const c = text[i]!
      if (c === '\\') {
        const e = text[i + 1]
        i += 2
        if (e === undefined) break
        const simple: Record<string, string> = {
          n: '\n',
          r: '\r',
          t: '\t',
          b: '\b',
          f: '\f',
          '(': '(',
          ')': ')',
          '\\': '\\',
        }
        if (e in simple) out += simple[e]
        else if (e >= '0' && e <= '7') {
          let digits = e
          while (digits.length < 3 && text[i]! >= '0' && text[i]! <= '7') digits += text[i++]
          out += String.fromCharCode(parseInt(digits, 8) & 0xff)
        } else if (e === '\r') {
          if (text[i] === '\n') i++
        } else if (e !== '\n') out += e
        continue
      }
      if (c === '(') depth++
      else if (c === ')' && --depth === 0) break
      out += c
      i++
    }
    this.budget.tokens -= i - this.pos
    if (this.budget.tokens < 0) throw new PdfTooCostly()
    this.pos = Math.min(i + 1, text.length)
    return out
  }
}

const ENDS_OBJECT = new Set(['obj', 'endobj', 'stream', 'endstream', 'trailer', 'xref', 'startxref'])

/**
 * One value at the lexer's position, without recursion (a file may nest arrays a million deep).
 * Stops at a keyword that ends an object or starts another (`endobj`, `stream`, `obj`...), so that
 * reading one object never runs into the next one.
 */
function readValue(lexer: Lexer): PdfValue | undefined {
  const stack: { items: PdfValue[]; dict: boolean }[] = []
  const top: PdfValue[] = []
  const current = () => stack.at(-1)?.items ?? top
  const close = () => {
    const frame = stack.pop()!
    let value: PdfValue = frame.items
    if (frame.dict) {
      const map: PdfDict = new Map()
      for (let i = 0; i + 1 < frame.items.length; i += 2) {
        const key = frame.items[i]
        if (key instanceof PdfName) map.set(key.name, frame.items[i + 1]!)
      }
      value = map
    }
    current().push(value)
  }
  for (;;) {
    const start = lexer.pos
    const token = lexer.next()
    if (!token) break
    if (token.kind === 'number') current().push(token.value)
    else if (token.kind === 'name') current().push(new PdfName(token.value))
    else if (token.kind === 'string') current().push(new PdfString(token.value))
    else if (token.kind === 'open') stack.push({ items: [], dict: token.value === '<<' })
    else if (token.kind === 'close') {
      // A closer that matches nothing open is skipped, as viewers do.
      if (stack.length && stack.at(-1)!.dict === (token.value === '>>')) close()
    } else {
      const word = token.value
      const items = current()
      if (word === 'R' && typeof items.at(-1) === 'number' && typeof items.at(-2) === 'number') {
        const gen = items.pop() as number
        const num = items.pop() as number
        items.push(new PdfRef(num, gen))
      } else if (word === 'true' || word === 'false') items.push(word === 'true')
      else if (word === 'null') items.push(null)
      else if (ENDS_OBJECT.has(word)) {
        // The end of this object, or the start of another: whatever is still open is closed, as a
        // repairing viewer would, and reading stops here.
        while (stack.length) close()
        lexer.pos = start
        break
      }
    }
    if (!stack.length && top.length && !(typeof top.at(-1) === 'number')) break
  }
  while (stack.length) close()
  return top.at(-1)
}

/** Reads the whole file: its objects, object streams included, and its trailers. */
export function readPdfSyntax(data: Uint8Array): PdfSyntax {
  const raw = new TextDecoder('latin1').decode(data)
  const budget = { tokens: TOKEN_BUDGET_PER_BYTE * data.length + 100_000 }
  const result: PdfSyntax = { objects: new Map(), values: [], encrypted: false, unreadableObjectStreams: 0 }
  const add = (num: number | null, value: PdfValue | undefined) => {
    if (value === undefined) return
    result.values.push(value)
    if (num !== null) result.objects.set(num, value)
    if (value instanceof Map && value.has('Encrypt') && (value.has('Root') || value.has('Size')))
      result.encrypted = true
  }

  const objectStart = /(\d+)[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+obj(?![A-Za-z0-9])/g
  const packed: { dict: PdfDict; data: Uint8Array }[] = []
  let match: RegExpExecArray | null
  while ((match = objectStart.exec(raw))) {
    const lexer = new Lexer(raw, match.index + match[0].length, budget)
    const value = readValue(lexer)
    add(Number(match[1]), value)
    if (!(value instanceof Map)) continue
    const at = lexer.peekStart()
    if (!raw.startsWith('stream', at)) continue
    let start = at + 'stream'.length
    if (raw[start] === '\r') start++
    if (raw[start] === '\n') start++
    const length = value.get('Length')
    const byLength =
      typeof length === 'number' && length >= 0 && /^\s*endstream/.test(raw.slice(start + length, start + length + 20))
        ? start + length
        : -1
    const end = byLength >= 0 ? byLength : raw.indexOf('endstream', start)
    if (isName(value.get('Type'), 'ObjStm'))
      packed.push({ dict: value, data: data.subarray(start, end < 0 ? data.length : end) })
  }
  const trailer = /trailer(?![A-Za-z0-9])/g
  while ((match = trailer.exec(raw))) add(null, readValue(new Lexer(raw, match.index + match[0].length, budget)))

  for (const { dict, data: bytes } of packed) {
    const text = decodeStream(dict, bytes, result.encrypted)
    if (text === null) {
      result.unreadableObjectStreams++
      continue
    }
    budget.tokens += TOKEN_BUDGET_PER_BYTE * text.length
    const first = typeof dict.get('First') === 'number' ? (dict.get('First') as number) : 0
    const count = typeof dict.get('N') === 'number' ? Math.min(dict.get('N') as number, 1_000_000) : 0
    const header = new Lexer(text, 0, budget)
    const entries: [number, number][] = []
    for (let i = 0; i < count; i++) {
      const num = header.next()
      const offset = header.next()
      if (num?.kind !== 'number' || offset?.kind !== 'number') break
      entries.push([num.value, offset.value])
    }
    // Every value after the header, in order; those that start where the header says an object
    // does are that object. A viewer may find objects the header does not list: read them too.
    const numbers = new Map(entries.map(([num, offset]) => [first + offset, num]))
    const body = new Lexer(text, first, budget)
    while (body.peekStart() < text.length) {
      const start = body.pos
      const value = readValue(body)
      add(numbers.get(start) ?? null, value)
      // A stray keyword (`endobj` and the like) stops readValue without reading anything.
      if (body.pos === start) body.next()
    }
  }
  return result
}

export const isName = (value: PdfValue | undefined, name: string) => value instanceof PdfName && value.name === name

/** A stream's bytes through its filters, as Latin-1 text; null when a filter is not one read here. */
function decodeStream(dict: PdfDict, bytes: Uint8Array, encrypted: boolean): string | null {
  // In an encrypted file a stream's bytes are encrypted: nothing here can read them.
  if (encrypted) return null
  const entry = dict.get('Filter')
  const filters = entry === undefined || entry === null ? [] : Array.isArray(entry) ? entry : [entry]
  const parms = dict.get('DecodeParms') ?? dict.get('DP')
  let current: Buffer = Buffer.from(bytes)
  try {
    for (const [i, filter] of filters.entries()) {
      if (!(filter instanceof PdfName)) return null
      const parm = Array.isArray(parms) ? parms[i] : parms
      const predictor =
        parm instanceof Map && typeof parm.get('Predictor') === 'number' ? (parm.get('Predictor') as number) : 1
      if (
        filter.name === 'FlateDecode' ||
        filter.name === 'Fl' ||
        filter.name === 'LZWDecode' ||
        filter.name === 'LZW'
      ) {
        current = filter.name.startsWith('Fl')
          ? inflateSync(current, { maxOutputLength: MAX_INFLATED_BYTES, finishFlush: zlibConstants.Z_SYNC_FLUSH })
          : lzwDecode(current, !(parm instanceof Map && parm.get('EarlyChange') === 0))
        if (predictor >= 10) current = undoPngPredictor(current, parm as PdfDict)
        // The TIFF predictor is not undone here.
        else if (predictor !== 1) return null
      } else if (filter.name === 'ASCIIHexDecode' || filter.name === 'AHx') {
        const hex = current
          .toString('latin1')
          .split('>')[0]!
          .replace(/[^0-9a-fA-F]/g, '')
        current = Buffer.from(hex.length % 2 ? hex + '0' : hex, 'hex')
      } else if (filter.name === 'ASCII85Decode' || filter.name === 'A85')
        current = ascii85Decode(current.toString('latin1'))
      else if (filter.name === 'RunLengthDecode' || filter.name === 'RL') current = runLengthDecode(current)
      else return null
      if (current.length > MAX_INFLATED_BYTES) return null
    }
  } catch {
    // Not what it claims, or larger than the bound.
    return null
  }
  return current.toString('latin1')
}

/** PNG predictors (10 to 15): each row starts with its own filter type byte. */
function undoPngPredictor(data: Buffer, parm: PdfDict): Buffer {
  const number = (key: string, fallback: number) =>
    typeof parm.get(key) === 'number' ? (parm.get(key) as number) : fallback
  const bpp = Math.max(1, Math.ceil((number('Colors', 1) * number('BitsPerComponent', 8)) / 8))
  const rowLength = Math.ceil((number('Colors', 1) * number('BitsPerComponent', 8) * number('Columns', 1)) / 8)
  if (rowLength <= 0 || rowLength > MAX_INFLATED_BYTES) throw new Error('bad predictor')
  const out = Buffer.alloc(Math.floor(data.length / (rowLength + 1)) * rowLength)
  let previous = Buffer.alloc(rowLength)
  for (let row = 0; (row + 1) * (rowLength + 1) <= data.length; row++) {
    const type = data[row * (rowLength + 1)]!
    const line = Buffer.from(data.subarray(row * (rowLength + 1) + 1, (row + 1) * (rowLength + 1)))
    for (let i = 0; i < rowLength; i++) {
      const left = i >= bpp ? line[i - bpp]! : 0
      const up = previous[i]!
      const upLeft = i >= bpp ? previous[i - bpp]! : 0
      let add = 0
      if (type === 1) add = left
      else if (type === 2) add = up
      else if (type === 3) add = (left + up) >> 1
      else if (type === 4) {
        const p = left + up - upLeft
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)]
        add = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
      }
      line[i] = (line[i]! + add) & 0xff
    }
    line.copy(out, row * rowLength)
    previous = line
  }
  return out
}

function ascii85Decode(text: string): Buffer {
  const body = text
    .replace(/^\s*<~/, '')
    .split('~>')[0]!
    .replace(/\s/g, '')
  const out: number[] = []
  let group: number[] = []
  const flush = (count: number) => {
    while (group.length < 5) group.push(84)
    let n = 0
    for (const digit of group) n = n * 85 + digit
    for (let k = 0; k < count; k++) out.push((n >>> (24 - 8 * k)) & 0xff)
    group = []
  }
  for (const ch of body) {
    if (ch === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0)
      continue
    }
    const digit = ch.charCodeAt(0) - 33
    if (digit < 0 || digit > 84) throw new Error('not ASCII85')
    group.push(digit)
    if (group.length === 5) flush(4)
    if (out.length > MAX_INFLATED_BYTES) throw new Error('too large')
  }
  if (group.length > 1) flush(group.length - 1)
  return Buffer.from(out)
}

function lzwDecode(data: Buffer, earlyChange: boolean): Buffer {
  const out: number[] = []
  let table: number[][] = []
  const reset = () => {
    table = Array.from({ length: 258 }, (_, i) => (i < 256 ? [i] : []))
  }
  reset()
  let width = 9
  let bits = 0
  let buffer = 0
  let previous: number[] | null = null
  for (const byte of data) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= width) {
      const code = (buffer >>> (bits - width)) & ((1 << width) - 1)
      bits -= width
      buffer &= (1 << bits) - 1
      if (code === 256) {
        reset()
        width = 9
        previous = null
        continue
      }
      if (code === 257) return Buffer.from(out)
      const entry: number[] | undefined =
        code < table.length ? table[code] : previous ? [...previous, previous[0]!] : undefined
      if (!entry) throw new Error('bad LZW code')
      out.push(...entry)
      if (out.length > MAX_INFLATED_BYTES) throw new Error('too large')
      if (previous) table.push([...previous, entry[0]!])
      previous = entry
      const next = table.length + (earlyChange ? 1 : 0)
      if (next >= 1 << width && width < 12) width++
    }
  }
  return Buffer.from(out)
}

function runLengthDecode(data: Buffer): Buffer {
  const out: number[] = []
  for (let i = 0; i < data.length;) {
    const n = data[i++]!
    if (n === 128) break
    if (n < 128) {
      for (let k = 0; k <= n && i < data.length; k++) out.push(data[i++]!)
    } else {
      const byte = data[i++] ?? 0
      for (let k = 0; k < 257 - n; k++) out.push(byte)
    }
    if (out.length > MAX_INFLATED_BYTES) throw new Error('too large')
  }
  return Buffer.from(out)
}
