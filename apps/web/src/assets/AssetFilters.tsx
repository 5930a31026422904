import {
  AuditCycleMessages as A,
  type AssetAuditFilter,
  type AssetFilter,
  type AssetFilterOptions,
  emptyAssetFilter,
  AssetRegisterMessages as M,
} from '@indoor/domain';
import { useId } from 'react';
import { Field } from '../components/Field';
import { SelectField } from '../components/SelectField';

interface AssetFiltersProps {
  filter: AssetFilter;
  options: AssetFilterOptions;
  /** The text of the warranty box as typed; it becomes a number of days when valid. */
  warrantyText: string;
  /** Why the warranty text is refused, or null. */
  warrantyError: string | null;
  onChange: (filter: AssetFilter) => void;
  onWarrantyTextChange: (text: string) => void;
}

/** '' stands for "any" in the selects (an option value cannot be null). */
const ANY = '';
const orNull = (value: string) => (value === ANY ? null : value);
const withAny = (label: string, options: readonly { value: string; label: string }[]) => [
  { value: ANY, label },
  ...options,
];

export function AssetFilters({
  filter,
  options,
  warrantyText,
  warrantyError,
  onChange,
  onWarrantyTextChange,
}: AssetFiltersProps) {
  const warrantyId = useId();
  const warrantyHintId = `${warrantyId}-hint`;
  const isFiltered =
    warrantyText.trim() !== '' ||
    Object.entries(filter).some(
      ([key, value]) =>
        key !== 'warrantyWithinDays' && value !== null && value !== undefined && value !== '',
    );
  return (
    <fieldset className="asset-filters" data-testid="asset-filters">
      <legend className="visually-hidden">{M.filtersLegend}</legend>
      <Field label={M.filterText} hint={M.filterTextHint} className="asset-filters__text">
        {({ id, describedBy }) => (
          <input
            id={id}
            className="field__input"
            type="search"
            name="q"
            value={filter.text ?? ''}
            aria-describedby={describedBy}
            data-testid="asset-filter-text"
            onChange={(event) => onChange({ ...filter, text: event.target.value })}
          />
        )}
      </Field>
      <SelectField
        label={M.filterSpace}
        name="space"
        value={filter.buid ?? ANY}
        options={withAny(M.anySpace, options.spaces)}
        testId="asset-filter-space"
        // Floors and rooms belong to one space: another space starts on all of them.
        onChange={(value) => onChange({ ...filter, buid: orNull(value), floor: null, room: null })}
      />
      <SelectField
        label={M.filterFloor}
        name="floor"
        value={filter.floor ?? ANY}
        options={withAny(M.anyFloor, options.floors)}
        testId="asset-filter-floor"
        // A room is on one floor: another floor starts on all rooms.
        onChange={(value) => onChange({ ...filter, floor: orNull(value), room: null })}
      />
      <SelectField
        label={M.filterRoom}
        name="room"
        value={filter.room ?? ANY}
        options={withAny(M.anyRoom, options.rooms)}
        testId="asset-filter-room"
        onChange={(value) => onChange({ ...filter, room: orNull(value) })}
      />
      <SelectField
        label={M.filterType}
        name="type"
        value={filter.type ?? ANY}
        options={withAny(M.anyType, options.types)}
        testId="asset-filter-type"
        onChange={(value) => onChange({ ...filter, type: orNull(value) })}
      />
      <SelectField
        label={M.filterTag}
        name="tag"
        value={filter.tag ?? ANY}
        options={withAny(M.anyTag, options.tags)}
        testId="asset-filter-tag"
        onChange={(value) => onChange({ ...filter, tag: orNull(value) })}
      />
      <SelectField
        label={A.filterLabel}
        name="audit"
        value={filter.audit ?? ANY}
        options={[
          { value: ANY, label: A.anyState },
          { value: 'due', label: A.due },
          { value: 'overdue', label: A.overdue },
          { value: 'problems', label: A.problemsFilter },
        ]}
        testId="asset-filter-audit"
        onChange={(value) =>
          onChange({ ...filter, audit: orNull(value) as AssetAuditFilter | null })
        }
      />
      <div className="field asset-filters__warranty">
        <label className="field__label" htmlFor={warrantyId}>
          {M.filterWarranty}
        </label>
        <input
          id={warrantyId}
          className="field__input"
          name="warrantyDays"
          inputMode="numeric"
          value={warrantyText}
          aria-invalid={warrantyError !== null}
          aria-describedby={warrantyHintId}
          data-testid="asset-filter-warranty"
          onChange={(event) => onWarrantyTextChange(event.target.value)}
        />
        <span
          id={warrantyHintId}
          className={warrantyError ? 'field__hint field__hint--error' : 'field__hint'}
        >
          {warrantyError ?? M.filterWarrantyHint}
        </span>
      </div>
      <button
        type="button"
        className="button asset-filters__clear"
        disabled={!isFiltered}
        onClick={() => {
          onChange(emptyAssetFilter);
          onWarrantyTextChange('');
        }}
      >
        {M.clearFilters}
      </button>
    </fieldset>
  );
}
