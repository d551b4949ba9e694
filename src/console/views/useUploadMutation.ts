/** A multipart write through useMutation, with its upload progress as a whole percentage (null when none runs). */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { UploadProgress } from '@/providers/http';
import { percentOf } from './UploadProgressBar';

export function useUploadMutation<V, A>(
  send: (values: V, onProgress: (progress: UploadProgress) => void) => Promise<A>,
) {
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (values: V) => send(values, (progress) => setPercent(percentOf(progress))),
    onSettled: () => setPercent(null),
  });
  return { mutation, percent: mutation.isPending ? percent : null };
}
