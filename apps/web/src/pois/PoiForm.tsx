import {
  type LastAudit,
  PoiEditorMessages,
  PoiTypes,
  PoiUiMessages,
  type RoomRef,
} from '@indoor/domain';
import { useEffect, useRef, useState } from 'react';
import { LastAuditNote } from '../assets/LastAuditNote';
import { AssetDetailsSection } from './poi-form/AssetDetailsSection';
import { BasicInformationSection } from './poi-form/BasicInformationSection';
import { type PoiFormControl, type PoiFormErrors, ReadOnlyId } from './poi-form/fields';
import { PoiFormFrame, type PoiFormKind } from './poi-form/PoiFormActions';
import { WarrantySection } from './poi-form/WarrantySection';
import { type PoiFormValues, poiFormErrors, validatePoiForm } from './poiForm';

export type { PoiFormKind } from './poi-form/PoiFormActions';

interface PoiFormProps {
  /** A new POI is a temporary marker: its Delete only removes the marker. */
  kind: PoiFormKind;
  /** Read once when the form mounts: give the form a `key` (the puid) to start it over. */
  initial: PoiFormValues;
  /** Shown read-only for an existing POI. */
  puid?: string;
  /** The id the POI had where it was restored or imported from; shown read-only when set. */
  externalId?: string | undefined;
  /** Custom types already used in the building, offered after the POI types. */
  extraTypes?: readonly string[];
  busy: boolean;
  /** The failure of the last save, shown above the buttons. */
  error?: string | null;
  /** Called only with values that passed validatePoiForm. */
  onSubmit: (values: PoiFormValues) => void;
  onDelete: () => void;
  /** Escape calls it (closing the popup, say). */
  onCancel?: () => void;
  /** Focus the name field when the form opens (default true). */
  autoFocus?: boolean;
  /**
   * Shows the asset details and warranty sections (default true); false for a POI the
   * server sent without them, which has nothing to show there.
   */
  assetDetails?: boolean;
  /** The POI's latest audit finding, shown read-only under its id. */
  lastAudit?: LastAudit | null;
  /** The room the saved POI lies in, as the server placed it; read-only (none: not shown). */
  room?: RoomRef | null | undefined;
}

type Errors = PoiFormErrors;
type Control = PoiFormControl;

/**
 * The POI Asset Management form (docs/pois-and-navigation.md#poi-fields), sized for a map popup or
 * the POI panel. It holds the values and the validation; its parts are in poi-form/: basic
 * information, asset details, warranty, and the actions (Add or Update, Delete).
 */
export function PoiForm({
  initial,
  puid,
  externalId,
  extraTypes = [],
  onSubmit,
  autoFocus = true,
  assetDetails = true,
  lastAudit,
  room,
  ...frame
}: PoiFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const controls = useRef<Partial<Record<keyof PoiFormValues, Control | null>>>({});
  const bind = (field: keyof PoiFormValues) => (element: Control | null) => {
    controls.current[field] = element;
  };

  useEffect(() => {
    if (autoFocus) controls.current.name?.focus();
  }, [autoFocus]);

  const change = <Field extends keyof PoiFormValues>(field: Field, value: PoiFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });
  };
  const text = (field: keyof PoiFormValues) => (value: string) => change(field, value);

  const submit = () => {
    const verdict = validatePoiForm(values);
    if (!verdict.ok) {
      setErrors(poiFormErrors(values));
      controls.current[verdict.field]?.focus();
      return;
    }
    setErrors({});
    onSubmit(values);
  };

  const typeOptions = [
    ...new Set(
      [...PoiTypes, ...extraTypes, initial.poisType].map((t) => t.trim()).filter((t) => t !== ''),
    ),
  ];
  const labels = PoiUiMessages.labels;
  const section = { values, errors, change, text, bind };

  return (
    <PoiFormFrame
      {...frame}
      title={PoiUiMessages.formTitle}
      className="poi-form"
      testId="poi-form"
      onSubmit={submit}
    >
      {frame.kind === 'existing' && puid !== undefined && (
        <ReadOnlyId label={labels.puid} value={puid} testId="poi-form-puid" />
      )}
      {frame.kind === 'existing' && externalId && (
        <ReadOnlyId label={labels.externalId} value={externalId} testId="poi-form-external-id" />
      )}
      {frame.kind === 'existing' && room && (
        <p className="field__hint" data-testid="poi-form-room">
          {PoiEditorMessages.inRoom(room.name)}
        </p>
      )}
      <LastAuditNote lastAudit={lastAudit} />

      <BasicInformationSection {...section} typeOptions={typeOptions} />
      {assetDetails && (
        <>
          <AssetDetailsSection {...section} />
          <WarrantySection {...section} />
        </>
      )}
    </PoiFormFrame>
  );
}
