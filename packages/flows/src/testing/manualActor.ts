type Settle = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** A fake actor whose answers the test releases by hand, so every in-between state can be seen. */
export function manualActor<Input>() {
  const calls: Input[] = [];
  const pending: Settle[] = [];
  const next = () => {
    const settle = pending.shift();
    if (!settle) throw new Error('no pending call');
    return settle;
  };
  return {
    calls,
    track: (input: Input) =>
      new Promise<unknown>((resolve, reject) => {
        calls.push(input);
        pending.push({ resolve, reject });
      }),
    resolve: (value?: unknown) => next().resolve(value),
    reject: (error: unknown) => next().reject(error),
  };
}
