/**
 * Runs jobs at most `running` at a time, with at most `waiting` more in line; a job beyond
 * that is refused at once with `whenFull()` (thrown), instead of waiting behind the others.
 */
export function createWorkQueue({ running, waiting, whenFull }: { running: number; waiting: number; whenFull: () => Error }) {
  let active = 0;
  const line: Array<() => void> = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (active < running) active++;
    else if (line.length < waiting) await new Promise<void>((resolve) => line.push(resolve));
    else throw whenFull();
    try {
      return await job();
    } finally {
      // The slot passes straight to the next in line, so none can be taken in between.
      const next = line.shift();
      if (next) next();
      else active--;
    }
  };
}
