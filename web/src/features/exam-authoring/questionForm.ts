// The question dialog's form model: defaults, a stored question → form values, form values → the request body.
import { DEFAULT_QUESTION_SCORE, isQuestionType, optionEntries, questionMetadata } from '../../lib/exam';
import { QUESTION_OPTIONS_MAX } from '../../lib/validation';
import { cleanTags } from './categories';
import type { QuestionBody, QuestionType, QuestionView } from '../../lib/api-types';

export const OPTION_LABELS = 'ABCDEFGH'.split('').slice(0, QUESTION_OPTIONS_MAX);

export interface QuestionFormValues {
  type: QuestionType;
  isMultiple: boolean;
  content: string;
  /** Labels follow the order: the first is A, the second B, … */
  options: { text: string }[];
  answerChoice: string[];
  answerJudge: boolean | null;
  answerFill: string[];
  answerShort: string;
  score: number;
  explanation: string;
  subject: string;
  /** The 知识点, null for none. */
  categoryId: number | null;
  /** 1 易, 2 中, 3 难. */
  difficulty: number;
  tags: string[];
}

/** A new question's form: the list's subject and 知识点 filters as its first values. */
export function emptyQuestionForm(subject = '', categoryId: number | null = null): QuestionFormValues {
  return {
    type: 'CHOICE',
    isMultiple: false,
    content: '',
    options: [{ text: '' }, { text: '' }, { text: '' }, { text: '' }],
    answerChoice: [],
    answerJudge: null,
    answerFill: [],
    answerShort: '',
    score: DEFAULT_QUESTION_SCORE,
    explanation: '',
    subject,
    categoryId,
    difficulty: 2,
    tags: [],
  };
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? [v] : []);

export function questionToForm(q: QuestionView): QuestionFormValues {
  const form = emptyQuestionForm(q.subject ?? '');
  // The bank's answer is any JSON value (the document calls it an object): read it as it comes.
  const answer: unknown = q.answer;
  form.type = isQuestionType(q.type) ? q.type : 'SHORT';
  form.content = q.content;
  form.score = q.score || DEFAULT_QUESTION_SCORE;
  form.explanation = q.explanation ?? '';
  form.categoryId = q.categoryId ?? null;
  form.difficulty = q.difficulty || 2;
  form.tags = q.tags;
  switch (form.type) {
    case 'CHOICE': {
      const metadata = questionMetadata(q.metadata);
      const entries = optionEntries(metadata.options);
      // Re-label in order so the form's A, B, C… match what is stored.
      const relabel = new Map(entries.map(([label], i) => [label, OPTION_LABELS[i]]));
      form.isMultiple = metadata.isMultiple;
      form.options = entries.map(([, text]) => ({ text }));
      form.answerChoice = strings(answer)
        .map((l) => relabel.get(l))
        .filter((l): l is string => Boolean(l));
      break;
    }
    case 'JUDGE':
      form.answerJudge = typeof answer === 'boolean' ? answer : answer === 'true' ? true : answer === 'false' ? false : null;
      break;
    case 'FILL':
      form.answerFill = strings(answer);
      break;
    default:
      form.answerShort = typeof answer === 'string' ? answer : strings(answer).join('\n');
  }
  return form;
}

/** The labels the current options have (A… for as many options as there are). */
export const optionLabels = (count: number) => OPTION_LABELS.slice(0, count);

/** Drops answer labels whose option is gone; a single choice keeps at most one. */
export function pruneChoiceAnswer(answer: string[], optionCount: number, isMultiple: boolean): string[] {
  const labels = optionLabels(optionCount);
  const kept = Array.from(new Set(answer)).filter((l) => labels.includes(l)).sort();
  return isMultiple ? kept : kept.slice(0, 1);
}

export function formToBody(v: QuestionFormValues): QuestionBody {
  const common = {
    type: v.type,
    content: v.content.trim(),
    score: Number(v.score),
    explanation: v.explanation.trim() || null,
    subject: v.subject.trim(),
    // 0 files it under none (a left-out category would keep the stored one).
    categoryId: v.categoryId ?? 0,
    difficulty: v.difficulty,
    tags: cleanTags(v.tags),
  };
  switch (v.type) {
    case 'CHOICE': {
      const labels = optionLabels(v.options.length);
      const options = Object.fromEntries(v.options.map((o, i) => [labels[i], o.text.trim()]));
      return { ...common, metadata: { isMultiple: v.isMultiple, options }, answer: pruneChoiceAnswer(v.answerChoice, v.options.length, v.isMultiple) };
    }
    case 'JUDGE':
      return { ...common, metadata: {}, answer: Boolean(v.answerJudge) };
    case 'FILL':
      return { ...common, metadata: {}, answer: Array.from(new Set(v.answerFill.map((a) => a.trim()).filter(Boolean))) };
    default:
      return { ...common, metadata: {}, answer: v.answerShort.trim() };
  }
}
