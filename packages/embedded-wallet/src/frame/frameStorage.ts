/** Where the frame keeps its state: its own origin's storage (IndexedDB or localStorage). */
export type FrameStorage = {
  get(key: string): Promise<string | undefined>
  set(key: string, value: string): Promise<void>
  delete(key: string): Promise<void>
}
