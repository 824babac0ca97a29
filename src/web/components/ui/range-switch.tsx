import { m } from '../../i18n/paraglide/messages.js';
import './range-switch.css';

/** A row of pressed/unpressed buttons choosing one range of days (the admin dashboard, the patterns page). */
export function RangeSwitch<T extends number | null>({
  options,
  value,
  label,
  onChange,
}: {
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  onChange: (option: T) => void;
}) {
  return (
    <div className="range-switch" role="group" aria-label={m.range_label()}>
      {options.map((option) => (
        <button key={String(option)} type="button" className="range-switch-option" aria-pressed={option === value} onClick={() => onChange(option)}>
          {label(option)}
        </button>
      ))}
    </div>
  );
}
