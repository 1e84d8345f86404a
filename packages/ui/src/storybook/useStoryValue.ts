import { useState } from 'react';

/**
 * Story helper: holds a controlled component's value like a form would, and still reports
 * every change to the story's `onChange` spy.
 */
export function useStoryValue<Value>(args: { value: Value; onChange: (value: Value) => void }) {
  const [value, setValue] = useState(args.value);
  return {
    value,
    onChange: (next: Value) => {
      setValue(next);
      args.onChange(next);
    },
  };
}
