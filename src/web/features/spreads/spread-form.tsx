import { useId, useState, type FormEvent } from 'react';
import { SPREAD_LIMITS } from '../../../shared/schemas/spread.ts';
import { CUSTOM_LAYOUTS, LAYOUT_POSITIONS, type CustomLayout } from '../../../shared/spreads/spread.ts';
import { TextField } from '../../components/forms/text-field.tsx';
import { accountFormErrorMessage } from '../../components/forms/form-errors.ts';
import { FormError } from '../../components/forms/form-messages.tsx';
import { m } from '../../i18n/paraglide/messages.js';
import { useCreateSpread } from './api/create-spread.ts';
import type { OwnSpread } from './api/list-spreads.ts';
import { useUpdateSpread } from './api/update-spread.ts';
import { LAYOUT_CHOICES, spreadDraftProblems } from './spread-checks.ts';

interface PositionRow {
  /** Stable while positions move, so each row keeps its fields and focus. */
  key: number;
  name: string;
  meaning: string;
}

let lastKey = 0;
function row(name = '', meaning = ''): PositionRow {
  lastKey += 1;
  return { key: lastKey, name, meaning };
}

function isCustomLayout(value: string): value is CustomLayout {
  return CUSTOM_LAYOUTS.some((layout) => layout === value);
}

/** A new spread's or an existing one's form: a name, its positions in order, and how they lie. */
export function SpreadForm({ editing, onDone }: { editing: OwnSpread | null; onDone(saved: OwnSpread): void }) {
  const id = useId();
  const [name, setName] = useState(editing?.name ?? '');
  const [layout, setLayout] = useState<CustomLayout>(() => {
    const stored = editing?.layout;
    return stored && isCustomLayout(stored) ? stored : 'line';
  });
  const [positions, setPositions] = useState<PositionRow[]>(() => editing?.positions.map((position) => row(position.name, position.meaning)) ?? [row()]);
  const [problems, setProblems] = useState<string[]>([]);
  const create = useCreateSpread();
  const update = useUpdateSpread();
  const saving = editing ? update : create;
  const errorId = `${id}-error`;

  const change = (key: number, field: 'name' | 'meaning', value: string) =>
    setPositions((rows) => rows.map((current) => (current.key === key ? { ...current, [field]: value } : current)));
  const move = (index: number, by: -1 | 1) =>
    setPositions((rows) => {
      const moved = [...rows];
      const [taken] = moved.splice(index, 1);
      if (taken) moved.splice(index + by, 0, taken);
      return moved;
    });
  const remove = (key: number) => setPositions((rows) => rows.filter((current) => current.key !== key));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name, layout, positions: positions.map(({ name: positionName, meaning }) => ({ name: positionName, meaning })) };
    const found = spreadDraftProblems(input);
    setProblems(found);
    if (found.length > 0) return;
    const options = { onSuccess: onDone };
    if (editing) update.mutate({ spreadId: editing.id, input }, options);
    else create.mutate(input, options);
  };

  const shown = problems.length > 0 ? problems : saving.isError ? [accountFormErrorMessage(saving.error)] : [];
  return (
    <form className="spread-form" onSubmit={onSubmit} noValidate aria-describedby={shown.length > 0 ? errorId : undefined}>
      <TextField
        id={`${id}-name`}
        label={m.spreads_form_name()}
        value={name}
        maxLength={SPREAD_LIMITS.nameMax}
        onChange={(event) => setName(event.target.value)}
        required
      />
      <fieldset>
        <legend>{m.spreads_form_positions({ count: positions.length, max: SPREAD_LIMITS.maxPositions })}</legend>
        <ol className="spread-form-positions">
          {positions.map((position, index) => (
            <li key={position.key} className="position-editor">
              <h3 className="position-editor-title">{m.spreads_form_position({ number: index + 1 })}</h3>
              <TextField
                id={`${id}-position-${position.key}-name`}
                label={m.spreads_form_position_name({ number: index + 1 })}
                value={position.name}
                maxLength={SPREAD_LIMITS.positionNameMax}
                onChange={(event) => change(position.key, 'name', event.target.value)}
                required
              />
              <TextField
                id={`${id}-position-${position.key}-meaning`}
                label={m.spreads_form_position_meaning({ number: index + 1 })}
                value={position.meaning}
                maxLength={SPREAD_LIMITS.positionMeaningMax}
                placeholder={m.spreads_form_meaning_placeholder()}
                onChange={(event) => change(position.key, 'meaning', event.target.value)}
                required
              />
              <div className="position-editor-actions">
                <button
                  type="button"
                  className="button button-link"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={m.spreads_form_move_up_label({ number: index + 1 })}
                >
                  {m.spreads_form_move_up()}
                </button>
                <button
                  type="button"
                  className="button button-link"
                  disabled={index === positions.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={m.spreads_form_move_down_label({ number: index + 1 })}
                >
                  {m.spreads_form_move_down()}
                </button>
                <button
                  type="button"
                  className="button button-link"
                  disabled={positions.length <= SPREAD_LIMITS.minPositions}
                  onClick={() => remove(position.key)}
                  aria-label={m.spreads_form_remove_label({ number: index + 1 })}
                >
                  {m.spreads_form_remove()}
                </button>
              </div>
            </li>
          ))}
        </ol>
        <div className="actions-row">
          <button
            type="button"
            className="button button-secondary"
            disabled={positions.length >= SPREAD_LIMITS.maxPositions}
            onClick={() => setPositions((rows) => [...rows, row()])}
          >
            {m.spreads_form_add_position()}
          </button>
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-layout`}>{m.spreads_form_layout()}</label>
        <select id={`${id}-layout`} className="select" value={layout} onChange={(event) => isCustomLayout(event.target.value) && setLayout(event.target.value)}>
          {CUSTOM_LAYOUTS.map((option) => (
            <option
              key={option}
              value={option}
              disabled={LAYOUT_POSITIONS[option] !== null && LAYOUT_POSITIONS[option] !== positions.length && option !== layout}
            >
              {LAYOUT_CHOICES[option]()}
            </option>
          ))}
        </select>
      </div>
      {/* The problems are sentences: read as one message, in order. */}
      {shown.length > 0 && <FormError id={errorId}>{shown.join(' ')}</FormError>}
      <div className="actions-row">
        <button type="submit" className="button button-primary" disabled={saving.isPending}>
          {saving.isPending ? m.reset_saving() : editing ? m.spreads_form_save_changes() : m.spreads_form_save()}
        </button>
      </div>
    </form>
  );
}
