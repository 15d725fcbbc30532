// A name someone chose (a user's, a file's) inside a page: isolated from the text around it, with its
// directional controls shown as code points (views/markdown/bidi.ts), so it reads as the characters it has.
import { visibleControls } from '../markdown/bidi.js';

export function Name({ name }: { name: string }) {
  return <bdi>{visibleControls(name)}</bdi>;
}
