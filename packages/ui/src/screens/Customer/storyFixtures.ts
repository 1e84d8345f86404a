// Story data shared by the customer screens' stories.
import { useStoryValue } from '../../storybook/useStoryValue';
import type { SlotPickerProps, SlotPickerSlot } from './SlotPicker/SlotPicker';

/** A working day of one-hour slots; 09:00 and 12:00 are taken. */
export const daySlots: SlotPickerSlot[] = [
  { label: '09:00 AM - 10:00 AM', available: false },
  { label: '10:00 AM - 11:00 AM', available: true },
  { label: '11:00 AM - 12:00 PM', available: true },
  { label: '12:00 PM - 01:00 PM', available: false },
  { label: '01:00 PM - 02:00 PM', available: true },
  { label: '02:00 PM - 03:00 PM', available: true },
  { label: '03:00 PM - 04:00 PM', available: true },
  { label: '04:00 PM - 05:00 PM', available: true },
];

// A local stand-in photo (no image host): a soft portrait drawn as SVG.
export const providerPhoto = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
    <rect width="96" height="96" fill="#c7d7f5"/>
    <circle cx="48" cy="38" r="17" fill="#8a5a44"/>
    <path d="M14 96c3-22 17-32 34-32s31 10 34 32z" fill="#2f4f7f"/>
  </svg>`,
)}`;

// A business's logo as a provider uploads it (drawn as SVG: no image host).
export const businessLogo = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
    <rect width="96" height="96" fill="#1d4ed8"/>
    <text x="48" y="58" font-family="sans-serif" font-size="28" font-weight="700" fill="#ffffff" text-anchor="middle">BOG</text>
  </svg>`,
)}`;

/** Holds the picker's date and chosen slot like the slot picker machine would, and reports them to the spies. */
export function useControlledPicker(picker: SlotPickerProps): SlotPickerProps {
  const date = useStoryValue({ value: picker.date, onChange: picker.onDateChange });
  const slot = useStoryValue<string | null>({
    value: picker.selectedSlot,
    onChange: (label) => {
      if (label !== null) picker.onSelectSlot(label);
    },
  });
  return {
    ...picker,
    date: date.value,
    onDateChange: date.onChange,
    selectedSlot: slot.value,
    onSelectSlot: (label) => slot.onChange(label),
  };
}
