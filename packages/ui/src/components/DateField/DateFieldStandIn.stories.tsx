import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { comparableMarkup } from '../private/DateSegments/sameMarkup';
import AriaTimeField from '../TimeField/AriaTimeField';
import { TimeField, type TimeFieldProps } from '../TimeField/TimeField';
import AriaDateField from './AriaDateField';
import { DateField, type DateFieldProps } from './DateField';

const onChange = () => undefined;
const dates: DateFieldProps[] = [
  { label: 'Date of birth', value: null, onChange, max: '2026-11-21' },
  {
    label: 'Date of birth',
    value: '1990-04-02',
    onChange,
    isRequired: true,
    description: 'As on your ID',
    name: 'dob',
  },
  { label: 'From', value: '2026-12-31', onChange, errorMessage: 'Pick a later day' },
  { label: 'Appointment date', value: '2026-11-20', onChange, min: '2026-11-21' },
  { label: 'Date of birth', value: '1990-02-28', onChange, isDisabled: true },
];
const times: TimeFieldProps[] = [
  { label: 'Opens', value: '', onChange },
  { label: 'Monday opens', value: '09:05', onChange, isLabelHidden: true, isInvalid: true },
  { label: 'Closes', value: '13:30', onChange, errorMessage: 'Closes before it opens', isDisabled: true },
  { label: 'Closes', value: '00:00', onChange },
  { label: 'Closes', value: '12:45', onChange },
];

const pair = { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '24px', marginBottom: '16px' };

/** Left the plain stand-in, right React Aria's field: they must look and read the same. */
function Pairs() {
  return (
    <div>
      {dates.map((props) => (
        <div key={JSON.stringify(props)} style={pair} data-pair>
          <div>
            <DateField {...props} />
          </div>
          <div>
            <AriaDateField {...props} />
          </div>
        </div>
      ))}
      {times.map((props) => (
        <div key={JSON.stringify(props)} style={pair} data-pair>
          <div>
            <TimeField {...props} />
          </div>
          <div>
            <AriaTimeField {...props} />
          </div>
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Components/DateField/StandIn',
  component: Pairs,
} satisfies Meta<typeof Pairs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DrawnAsReactAria: Story = {
  play: async ({ canvasElement }) => {
    for (const row of canvasElement.querySelectorAll('[data-pair]')) {
      const [plain, aria] = [...row.children] as HTMLElement[];
      await expect(comparableMarkup(plain as HTMLElement)).toBe(comparableMarkup(aria as HTMLElement));
    }
  },
};
