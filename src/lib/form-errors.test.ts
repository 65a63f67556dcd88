import { describe, expect, it } from 'vitest';
import { formToastMessage } from './form-errors';

const FILL = 'Please fill in all required fields';

describe('formToastMessage (issue 40: one toast, the right words)', () => {
  it('asks for the required fields when a field with an error is empty', () => {
    const values = { name: '', url: 'not a url' };
    expect(formToastMessage(values, { url: 'Please enter a valid URL', name: 'Name is required' }, FILL)).toBe(FILL);
  });

  it('gives the field’s own message when every field with an error is filled', () => {
    const values = { name: 'Kiran', url: 'not a url' };
    expect(formToastMessage(values, { url: 'Please enter a valid URL' }, FILL)).toBe('Please enter a valid URL');
  });

  it('counts blanks and missing values as empty', () => {
    expect(formToastMessage({ name: '   ' }, { name: 'Name is required' }, FILL)).toBe(FILL);
    expect(formToastMessage({}, { 'address.city': 'City is required' }, FILL)).toBe(FILL);
  });
});
