import { APPLICATION_STATUSES, USER_SELECTABLE_APPLICATION_STATUSES, applicationBadgeColour, coerceMatchScore } from './application-status';

describe('coerceMatchScore', () => {
  it.each([
    [84, 84],
    ['72', 72],
    [' 9.5 ', 9.5],
    [150, 100],
    [-3, 0],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [{ $gt: '' }, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%p → %p', (input, expected) => {
    expect(coerceMatchScore(input)).toBe(expected);
  });
});

describe('application statuses', () => {
  it('lists the spec statuses; Generated is not user-selectable', () => {
    expect(APPLICATION_STATUSES).toEqual(['Applied', 'Interview Scheduled', 'Interview Completed', 'Offer', 'Rejected', 'Withdrawn', 'Generated']);
    expect(USER_SELECTABLE_APPLICATION_STATUSES).not.toContain('Generated');
    expect(USER_SELECTABLE_APPLICATION_STATUSES).toHaveLength(6);
  });

  it.each([
    ['Interview Scheduled', 'green'],
    ['Interview Completed', 'green'],
    ['Applied', 'yellow'],
    ['Offer', 'blue'],
    ['Rejected', 'red'],
    ['Withdrawn', 'grey'],
    ['Generated', 'grey'],
  ])('badge for %s is %s', (status, colour) => {
    expect(applicationBadgeColour(status)).toBe(colour);
  });
});
