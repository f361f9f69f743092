import { vi } from 'vitest'

// The unit files of a worker share its process (isolate: false in vitest.config.ts): each file
// evaluates the project's own modules afresh, so that what one file mocked (vi.mock) or left in a
// module's state never reaches the next. Only the packages in node_modules are loaded once.
vi.resetModules()
