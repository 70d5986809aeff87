import { useRef, useState } from 'react';
import { readFileHead, type FileHead } from './file-head';

/** The contracts' file checks: what is wrong with a file (or with no file), or null. */
export type FileCheck = (file: FileHead | null) => { message: string } | null;

const UNREADABLE = 'The chosen file could not be read. Please choose it again.';

/**
 * A file input's chosen file and what is wrong with it, judged by the same contract check the
 * API runs (name, size and first bytes). Reading the bytes is asynchronous, so `verify` runs the
 * check again before a form is sent.
 */
export function useCheckedFile(check: FileCheck) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef<Promise<string | null>>(Promise.resolve(null));

  const problemOf = async (chosen: File | null): Promise<string | null> => {
    if (!chosen) return check(null)?.message ?? null;
    try {
      return check(await readFileHead(chosen))?.message ?? null;
    } catch {
      return UNREADABLE;
    }
  };

  /** A new choice; an emptied input shows no problem until the form is sent. */
  const choose = (chosen: File | null) => {
    setFile(chosen);
    const judged = chosen ? problemOf(chosen) : Promise.resolve(null);
    latest.current = judged;
    void judged.then((message) => {
      if (latest.current === judged) setProblem(message);
    });
  };

  const verify = async (): Promise<string | null> => {
    const message = await problemOf(file);
    setProblem(message);
    return message;
  };

  return { file, problem, choose, verify, reset: () => choose(null) };
}
