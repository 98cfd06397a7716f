// The request rules of spec 001 §7 that reshape a POST body before it is sent; the API client applies them.

const ADMIN_EXAM_UPDATE = /^\/api\/v0\/admin\/exam\/(\d+)\/?$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * - `metadata` given as a string is parsed to an object (invalid text becomes `{}`);
 * - `answer` given as a string is parsed to JSON when it is JSON (a short answer's reference text stays text);
 * - a POST to /api/v0/admin/exam/{id} carries `id` equal to the URL's id.
 */
export function preparePostBody(path: string, body: unknown): unknown {
  if (!isPlainObject(body)) return body;
  let out: Record<string, unknown> = body;

  if (typeof out.metadata === 'string') {
    let metadata: unknown = {};
    try {
      metadata = JSON.parse(out.metadata);
    } catch {
      metadata = {};
    }
    out = { ...out, metadata: isPlainObject(metadata) ? metadata : {} };
  }

  if (typeof out.answer === 'string' && out.type !== 'SHORT') {
    try {
      out = { ...out, answer: JSON.parse(out.answer) as unknown };
    } catch {
      // Not JSON: the text is the answer.
    }
  }

  const exam = ADMIN_EXAM_UPDATE.exec(path.split('?')[0]);
  if (exam) out = { ...out, id: Number(exam[1]) };

  return out;
}
