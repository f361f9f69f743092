// A detached child (its own process group) with a scratch directory: stop() asks it to end
// (SIGTERM to the process, or to its whole group), waits up to graceMs, then kills the group;
// stopSync() kills at once (for process.on('exit')). Both remove the directory.
import { rmSync } from 'node:fs'

const kill = (pid, signal) => {
  try {
    process.kill(pid, signal)
  } catch {}
}

export function supervise(child, dir, { terminate = 'group' } = {}) {
  const state = { exited: null }
  child.once('exit', (code, signal) => (state.exited = { code, signal }))
  let stopped = false
  const stop = async ({ graceMs = 5000 } = {}) => {
    if (stopped) return
    stopped = true
    if (!state.exited) {
      kill(terminate === 'group' ? -child.pid : child.pid, 'SIGTERM')
      for (let i = 0; i < graceMs / 100 && !state.exited; i++) await new Promise((r) => setTimeout(r, 100))
      if (!state.exited) kill(-child.pid, 'SIGKILL')
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const stopSync = () => {
    kill(-child.pid, 'SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
  return { state, stop, stopSync }
}
