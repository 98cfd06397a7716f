import { classroomParams, CLASSROOM_PAGE_SIZE } from './course';
import { pageParam, textParam } from './searchParams';

const at = (query: string) => new URLSearchParams(query);

describe('search parameters as the pages read them', () => {
  it('a text is trimmed and empty when absent; the page is 1-based, 1 when absent or not a number', () => {
    expect(textParam(at('search=%20java%20'), 'search')).toBe('java');
    expect(textParam(at(''), 'search')).toBe('');
    expect(pageParam(at('page=3'))).toBe(3);
    expect(pageParam(at('page=abc'))).toBe(1);
    expect(pageParam(at('page=-2'))).toBe(1);
    expect(pageParam(at(''))).toBe(1);
  });

  it("the classroom's list: blank filters left out, the page 0-based", () => {
    expect(classroomParams(at('search=%20&category=3&page=2'))).toEqual({ search: undefined, category: '3', page: 1, size: CLASSROOM_PAGE_SIZE });
  });
});
