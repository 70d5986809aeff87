import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { PAPER_TYPES, SUBJECT_AREAS } from '@journal/common/constants';
import { pdfBytes } from './journal-accounts';

/**
 * Fills the submission form completely (fields, manuscript, both agreements), ready to send.
 * Texts are pasted, one input event each, to keep the tests quick.
 */
export async function fillCompletePaper(user: UserEvent, form: HTMLElement, title: string) {
  const field = (label: string) =>
    within(form).getByLabelText(label, { exact: false, selector: 'input, textarea, select' });
  const enter = async (label: string, text: string) => {
    await user.click(field(label));
    await user.paste(text);
  };
  await enter('Corresponding Author', 'Chanda Mwale');
  await enter('Affiliation', 'University of the Zambezi');
  await enter('Country', 'Zambia');
  await enter('Paper Title', title);
  await enter('Abstract', 'We measure the reliability of rural mini-grids over one year.');
  await enter('Keywords', 'mini-grids, reliability, solar, Zambia');
  await user.selectOptions(field('Paper Type'), PAPER_TYPES.research);
  await user.selectOptions(field('Subject Area'), SUBJECT_AREAS.electrical);
  await user.upload(
    within(form).getByLabelText(/Manuscript File/),
    new File([pdfBytes(title)], 'paper.pdf', { type: 'application/pdf' }),
  );
  for (const box of within(form).getAllByRole('checkbox')) await user.click(box);
}
