import { type ResponseOf, ServerImportMessages, type spaceImportFromServer } from '@indoor/domain';
import { type FormEvent, useState } from 'react';
import { FormError } from '../components/FormError';
import { Spinner } from '../components/Spinner';
import { SubmitButton } from '../components/SubmitButton';
import { TextField } from '../components/TextField';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { importFailureText, useImportFromServer } from './importFromServer';
import { TitledSection } from './TitledSection';

type ImportAnswer = ResponseOf<typeof spaceImportFromServer>;

const KINDS = ['floor', 'floor_plan', 'poi', 'connection', 'radiomap'] as const;
const RECEIVED_OF = {
  floor: 'floors',
  floor_plan: 'floor_plans',
  poi: 'pois',
  connection: 'connections',
  radiomap: 'radiomaps',
} as const;

/**
 * "Import from a server": the server fetches a building from another server with
 * Anyplace's API and adds it as a new space of the caller; the answer's report is shown.
 */
export function PullSection() {
  const signedIn = useSessionStore((state) => selectSignedInUser(state) !== null);
  const [server, setServer] = useState('');
  const [building, setBuilding] = useState('');
  const [apiKey, setApiKey] = useState('');
  const pull = useImportFromServer();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pull.isPending || server.trim() === '' || building.trim() === '') return;
    pull.mutate({ server, building, apiKey }, { onSuccess: () => setApiKey('') });
  };

  return (
    <TitledSection name="server-import" title={ServerImportMessages.title}>
      {!signedIn ? (
        <p className="panel__note" data-testid="server-import-sign-in">
          {ServerImportMessages.signIn}
        </p>
      ) : (
        <form className="restore__form" onSubmit={onSubmit} aria-busy={pull.isPending}>
          <p className="panel__note">{ServerImportMessages.hint}</p>
          <TextField
            label={ServerImportMessages.serverLabel}
            hint={ServerImportMessages.serverHint}
            name="server"
            type="url"
            value={server}
            onChange={setServer}
            required
            placeholder="https://"
            testId="server-import-server"
          />
          <TextField
            label={ServerImportMessages.buildingLabel}
            hint={ServerImportMessages.buildingHint}
            name="building"
            value={building}
            onChange={setBuilding}
            required
            testId="server-import-building"
          />
          <TextField
            label={ServerImportMessages.keyLabel}
            hint={ServerImportMessages.keyHint}
            name="api_key"
            type="password"
            autoComplete="off"
            value={apiKey}
            onChange={setApiKey}
            testId="server-import-key"
          />
          <div className="button-row">
            <SubmitButton
              busy={pull.isPending}
              label={ServerImportMessages.submit}
              disabled={server.trim() === '' || building.trim() === ''}
              announceBusy={false}
              testId="server-import-submit"
            />
            {pull.isPending && <Spinner label={ServerImportMessages.importing} />}
          </div>
          {pull.isSuccess && <ImportReport answer={pull.data} />}
          {pull.isError && (
            <FormError message={importFailureText(pull.error)} testId="server-import-error" />
          )}
        </form>
      )}
    </TitledSection>
  );
}

/** What came and what was refused, by kind, and the refused items with their reasons. */
function ImportReport({ answer }: { answer: ImportAnswer }) {
  const refusedTotal = KINDS.reduce((sum, kind) => sum + answer.refused[kind], 0);
  return (
    <div data-testid="server-import-report">
      <p className="restore__result" role="status" data-testid="server-import-result">
        {answer.message}
      </p>
      <table className="users-table server-import__table">
        <caption className="panel__subtitle">{ServerImportMessages.reportTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{ServerImportMessages.kindHeading}</th>
            <th scope="col">{ServerImportMessages.receivedHeading}</th>
            <th scope="col">{ServerImportMessages.refusedHeading}</th>
          </tr>
        </thead>
        <tbody>
          {KINDS.map((kind) => (
            <tr key={kind} data-testid={`server-import-row-${kind}`}>
              <th scope="row">{ServerImportMessages.kindNames[kind]}</th>
              <td>{answer.received[RECEIVED_OF[kind]]}</td>
              <td>{answer.refused[kind]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {answer.refused_items.length > 0 && (
        <>
          <h4 className="panel__subtitle">{ServerImportMessages.refusedTitle}</h4>
          <ul className="server-import__refused" data-testid="server-import-refused">
            {answer.refused_items.map((item, i) => (
              // Items are listed once each, in the order refused; ids may repeat across kinds.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
              <li key={i}>
                {ServerImportMessages.kindName[item.kind]} {item.id}: {item.reason}
              </li>
            ))}
            {refusedTotal > answer.refused_items.length && (
              <li>
                {ServerImportMessages.moreRefused(refusedTotal - answer.refused_items.length)}
              </li>
            )}
          </ul>
        </>
      )}
    </div>
  );
}
