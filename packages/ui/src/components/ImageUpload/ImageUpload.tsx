import { useId } from 'react';
import { Button } from '../Button/Button';
import { FileButton } from '../FileButton/FileButton';
import { Icon } from '../Icon/Icon';
import * as fieldStyles from '../private/Field/Field.css';
import * as styles from './ImageUpload.css';

export type ImageUploadProps = {
  label: string;
  /** The current image's URL, or null when there is none. */
  imageUrl: string | null;
  /** Text for the preview, e.g. 'Cover image of the post'. */
  imageAlt: string;
  onSelect: (file: File) => void;
  onRemove: () => void;
  isUploading?: boolean;
  description?: string;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
};

/** An image chosen from the device (PNG or JPEG), shown as a preview with Replace and Remove. */
export function ImageUpload({
  label,
  imageUrl,
  imageAlt,
  onSelect,
  onRemove,
  isUploading = false,
  description,
  errorMessage,
  isDisabled = false,
}: ImageUploadProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would not sit in the label style
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={[description ? descriptionId : '', errorMessage ? errorId : ''].join(' ').trim() || undefined}
      className={fieldStyles.field}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <div className={styles.preview({ invalid: Boolean(errorMessage) })}>
          {imageUrl ? <img src={imageUrl} alt={imageAlt} className={styles.image} /> : <Icon name="image" size={28} />}
        </div>
        <div className={styles.actions}>
          <FileButton
            acceptedFileTypes={['image/png', 'image/jpeg']}
            onSelect={onSelect}
            variant="secondary"
            size="small"
            loading={isUploading}
            isDisabled={isDisabled}
          >
            {imageUrl ? 'Replace image' : 'Choose image'}
          </FileButton>
          {imageUrl ? (
            <Button variant="ghost" size="small" onPress={onRemove} isDisabled={isDisabled || isUploading}>
              Remove image
            </Button>
          ) : null}
        </div>
      </div>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={errorId} role="alert" className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
