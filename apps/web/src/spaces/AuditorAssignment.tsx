import {
  type Actor,
  type AuditorCandidate,
  CommonUiMessages,
  checkAuditorAssignment,
  type Space,
  SpaceUiMessages,
} from '@indoor/domain';
import { type FormEvent, useState } from 'react';
import { FormError } from '../components/FormError';
import { Spinner } from '../components/Spinner';
import { SubmitButton } from '../components/SubmitButton';
import { useAuditorCandidates } from '../users/userQueries';
import { useAssignAuditors } from './spaceMutations';
import { useAssignedAuditors } from './spaceQueries';

/** An auditor the form can offer, from the candidate list or the current assignment. */
interface AuditorOption extends AuditorCandidate {
  label: string;
}

/**
 * The auditors that can be ticked: the ones the user may assign plus the ones already
 * assigned (a planner may see auditors someone else assigned; they stay visible so that
 * unticking them is a deliberate act).
 */
export function auditorOptions(
  candidates: readonly {
    id: string;
    username: string;
    name: string;
    assigned_planner: string | null;
  }[],
  assigned: readonly {
    userId: string;
    username: string;
    name: string;
    role: string;
    assigned_planner: string | null;
  }[],
): AuditorOption[] {
  const options = new Map<string, AuditorOption>();
  for (const user of candidates) {
    options.set(user.id, {
      id: user.id,
      username: user.username,
      name: user.name,
      role: 'auditor',
      assignedPlanner: user.assigned_planner,
      label: user.name ? `${user.name} (${user.username})` : user.username,
    });
  }
  for (const user of assigned) {
    if (options.has(user.userId)) continue;
    options.set(user.userId, {
      id: user.userId,
      username: user.username,
      name: user.name,
      role: user.role === 'auditor' ? 'auditor' : 'user',
      assignedPlanner: user.assigned_planner,
      label: user.name ? `${user.name} (${user.username})` : user.username,
    });
  }
  return [...options.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** Tab 2's auditor assignment (docs/roles.md#assigned-auditors), checked as the user ticks. */
export function AuditorAssignment({ space, actor }: { space: Space; actor: Actor }) {
  // Auditors do not load the auditor list.
  const loadsCandidates = actor.role !== 'auditor';
  const candidates = useAuditorCandidates(loadsCandidates);
  const assigned = useAssignedAuditors(space.buid);
  const assignAuditors = useAssignAuditors();
  // null: follow the stored assignment; a list once the user ticks something. The parent
  // keys this form by space, so another space starts from its own assignment.
  const [chosen, setChosen] = useState<string[] | null>(null);

  if (!loadsCandidates) return <p className="panel__note">{SpaceUiMessages.auditorsNotLoaded}</p>;
  if (candidates.isPending || assigned.isPending)
    return <Spinner label={SpaceUiMessages.loadingAuditors} />;

  const options = auditorOptions(candidates.data ?? [], assigned.data ?? []);
  if (options.length === 0) {
    return <p className="panel__note">{SpaceUiMessages.noAuditorsToAssign}</p>;
  }
  const current = chosen ?? (assigned.data ?? []).map((auditor) => auditor.userId);
  const picked = options.filter((option) => current.includes(option.id));
  const verdict = checkAuditorAssignment(actor, picked);

  const toggle = (id: string, on: boolean) =>
    setChosen(on ? [...current.filter((x) => x !== id), id] : current.filter((x) => x !== id));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!verdict.ok) return;
    // The ticks stay as they are: after a success they are the stored assignment.
    assignAuditors.mutate({
      buid: space.buid,
      auditorIds: picked.map((option) => option.id),
      names: picked.map((option) => option.name || option.username),
    });
  };

  return (
    <form
      className="form"
      onSubmit={submit}
      aria-label={SpaceUiMessages.assignedAuditorsHeading}
      data-testid="auditors-form"
    >
      <fieldset className="checkbox-list">
        <legend className="visually-hidden">{SpaceUiMessages.auditorsOf(space.name)}</legend>
        {options.map((option) => (
          <label key={option.id} className="field field--checkbox">
            <input
              type="checkbox"
              checked={current.includes(option.id)}
              data-testid="auditor-option"
              data-username={option.username}
              onChange={(event) => toggle(option.id, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {!verdict.ok && <FormError message={verdict.message} testId="auditors-error" />}
      <div className="button-row">
        <SubmitButton
          busy={assignAuditors.isPending}
          label={SpaceUiMessages.saveAuditors}
          busyLabel={CommonUiMessages.saving}
          disabled={!verdict.ok}
          testId="auditors-save"
        />
      </div>
    </form>
  );
}
