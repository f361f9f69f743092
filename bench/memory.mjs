// Resident memory and CPU time of a process tree, read from /proc (Linux only).
import { readdirSync, readFileSync } from 'node:fs'

const PAGE_KB = 4 // x86-64 / arm64 Linux page size in KB, as statm and stat count pages
const TICKS = 100 // USER_HZ: clock ticks per second in /proc/<pid>/stat

function stat(pid) {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may hold spaces and parentheses: fields start after the last ')'.
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ')
    return { ppid: Number(f[1]), cpuTicks: Number(f[11]) + Number(f[12]), rssKb: Number(f[21]) * PAGE_KB }
  } catch {
    return null // the process ended meanwhile
  }
}

/** The root pid and all its descendants, with their stat. */
export function tree(root) {
  const all = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const s = stat(name)
    if (s) all.set(Number(name), s)
  }
  const out = []
  const queue = [root]
  while (queue.length) {
    const pid = queue.shift()
    const s = all.get(pid)
    if (!s) continue
    out.push(s)
    for (const [child, cs] of all) if (cs.ppid === pid) queue.push(child)
  }
  return out
}

/** Sum of RSS (KB) over the tree. */
export const treeRssKb = (root) => tree(root).reduce((sum, s) => sum + s.rssKb, 0)

/** Sum of user + system CPU seconds over the tree (live processes only). */
export const treeCpuSeconds = (root) => tree(root).reduce((sum, s) => sum + s.cpuTicks, 0) / TICKS

/**
 * Sample the tree's RSS every intervalMs; stop() returns { peakKb, samples }. takePeakKb() says the
 * peak since the previous call (or the start), so that a run can tell which target made the peak.
 */
export function sampleMemory(root, intervalMs = 200) {
  let peakKb = treeRssKb(root)
  let partKb = peakKb
  let samples = 1
  const timer = setInterval(() => {
    const kb = treeRssKb(root)
    peakKb = Math.max(peakKb, kb)
    partKb = Math.max(partKb, kb)
    samples++
  }, intervalMs)
  return {
    get peakKb() {
      return peakKb
    },
    takePeakKb() {
      const kb = Math.max(partKb, treeRssKb(root))
      partKb = 0
      return kb
    },
    stop() {
      clearInterval(timer)
      peakKb = Math.max(peakKb, treeRssKb(root))
      return { peakKb, samples: samples + 1 }
    },
  }
}

/** Busy CPU seconds of the whole machine so far (all cores; from /proc/stat). */
export function machineBusySeconds() {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  // user nice system idle iowait irq softirq steal …: busy = all but idle and iowait
  const total = f.slice(0, 8).reduce((a, b) => a + b, 0)
  return (total - f[3] - f[4]) / TICKS
}
