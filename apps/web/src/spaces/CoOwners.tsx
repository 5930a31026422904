import { type Actor, CommonUiMessages, type Space, SpaceUiMessages } from '@indoor/domain';
import { type FormEvent, useId, useState } from 'react';
import { Spinner } from '../components/Spinner';
import { SubmitButton } from '../components/SubmitButton';
import { useUpdateSpace } from './spaceMutations';
import { useCoOwners } from './spaceQueries';

/**
 * The space's co-owners: listed to its editors; the owner and admins add one by
 * username and remove them (the server resolves usernames and refuses unknown ones).
 */
export function CoOwners({ space, actor }: { space: Space; actor: Actor }) {
  const inputId = useId();
  const coOwners = useCoOwners(space.buid);
  const updateSpace = useUpdateSpace();
  const [username, setUsername] = useState('');
  const mayChange = actor.role === 'admin' || actor.id === space.owner_id;

  if (coOwners.isPending) return <Spinner label={SpaceUiMessages.loadingCoOwners} />;
  if (coOwners.isError)
    return (
      <div className="panel__note">
        <p>{SpaceUiMessages.coOwnersLoadFailed}</p>
        <button type="button" className="button" onClick={() => coOwners.refetch()}>
          {CommonUiMessages.tryAgain}
        </button>
      </div>
    );
  const ids = coOwners.data.map((user) => user.userId);
  const save = (refs: string[], onSaved?: () => void) =>
    updateSpace.mutate({ buid: space.buid, co_owners: refs }, { onSuccess: onSaved });
  const add = (event: FormEvent) => {
    event.preventDefault();
    const wanted = username.trim();
    if (wanted === '') return;
    save([...ids, wanted], () => setUsername(''));
  };

  return (
    <section className="co-owners" data-testid="space-co-owners">
      <p className="panel__note">{SpaceUiMessages.coOwnersHint}</p>
      {coOwners.data.length === 0 ? (
        <p className="panel__note">{SpaceUiMessages.noCoOwners}</p>
      ) : (
        <ul className="co-owners__list">
          {coOwners.data.map((user) => {
            const name = user.name ? `${user.name} (${user.username})` : user.username;
            return (
              <li key={user.userId} className="co-owners__item" data-testid="space-co-owner">
                <span>{name}</span>
                {mayChange && (
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={SpaceUiMessages.removeCoOwner(name)}
                    disabled={updateSpace.isPending}
                    onClick={() => save(ids.filter((id) => id !== user.userId))}
                  >
                    {SpaceUiMessages.remove}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {mayChange && (
        <form className="form co-owners__add" onSubmit={add}>
          <label className="field__label" htmlFor={inputId}>
            {SpaceUiMessages.coOwnerLabel}
          </label>
          <div className="button-row">
            <input
              id={inputId}
              className="field__input"
              value={username}
              autoComplete="off"
              data-testid="space-co-owner-input"
              onChange={(event) => setUsername(event.target.value)}
            />
            <SubmitButton
              busy={updateSpace.isPending}
              label={SpaceUiMessages.addCoOwner}
              disabled={username.trim() === ''}
              primary={false}
              testId="space-co-owner-add"
            />
          </div>
        </form>
      )}
    </section>
  );
}
