import { TextArea, type TextAreaProps } from '../../../../components/text-area';

export type TextAreaFieldProps = TextAreaProps;

/** The back office's long texts (Markdown, notes, answers): the shared text area at the content editor's size. */
export function TextAreaField({ className, ...props }: TextAreaFieldProps) {
  return <TextArea className={['content-textarea', className].filter(Boolean).join(' ')} {...props} />;
}
