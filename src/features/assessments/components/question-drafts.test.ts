import { describe, expect, it } from 'vitest';
import {
  type QuestionDraft,
  addOption,
  canAddOption,
  canRemoveOption,
  newQuestion,
  removeOption,
} from './question-drafts';

const q = (correctIndex: number, n = 4): QuestionDraft => ({
  prompt: 'Q',
  options: Array.from({ length: n }, (_, i) => `o${i}`),
  correctIndex,
  points: 1,
});

describe('question drafts (spec 03 §5)', () => {
  it('starts with two options, the first correct, 1 point', () => {
    expect(newQuestion()).toEqual({ prompt: '', options: ['', ''], correctIndex: 0, points: 1 });
  });

  it('allows 2 to 8 options', () => {
    let draft = newQuestion();
    for (let i = 0; i < 10; i++) draft = addOption(draft);
    expect(draft.options).toHaveLength(8);
    expect(canAddOption(draft)).toBe(false);
    expect(canRemoveOption(newQuestion())).toBe(false);
    expect(removeOption(newQuestion(), 0).options).toHaveLength(2);
  });

  it('removing an option keeps the same correct answer', () => {
    // An earlier option: the correct one moves down one place.
    expect(removeOption(q(2), 0)).toMatchObject({ options: ['o1', 'o2', 'o3'], correctIndex: 1 });
    // A later option: the index stays.
    expect(removeOption(q(1), 3)).toMatchObject({ options: ['o0', 'o1', 'o2'], correctIndex: 1 });
    // The correct option itself: the first becomes correct.
    expect(removeOption(q(2), 2)).toMatchObject({ options: ['o0', 'o1', 'o3'], correctIndex: 0 });
    // The last option while it is correct.
    expect(removeOption(q(3), 3).correctIndex).toBe(0);
  });
});
