import { TextArea as SharedTextArea, type TextAreaProps } from '../../../../components/text-area';

export type { TextAreaProps };

/** A back-office note or reply: four rows, its limit counted down under it (`maxChars`), never cut. */
export function TextArea(props: TextAreaProps) {
  return <SharedTextArea rows={4} {...props} />;
}
