import { CommonUiMessages, SpaceUiMessages } from '@indoor/domain';
import { Spinner } from '../components/Spinner';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { SelectedSpaceDetails } from './SelectedSpaceDetails';
import { SpaceList } from './SpaceList';
import { SpacePalette } from './SpacePalette';
import { useAccessibleSpaces, usePublicSpaces } from './spaceQueries';
import { useSelectedSpace } from './useSelectedSpace';

/**
 * Tab 1 (docs/spaces-and-campuses.md#space-lists-and-search): add a space, the selected space, and
 * the lists to choose from.
 */
export function SpaceViewTab() {
  const signedIn = useSessionStore(selectSignedInUser) !== null;
  const publicSpaces = usePublicSpaces();
  const ownSpaces = useAccessibleSpaces();
  const selected = useSelectedSpace();

  const own = ownSpaces.data ?? [];
  const ownBuids = new Set(own.map((space) => space.buid));
  const otherPublic = (publicSpaces.data ?? []).filter((space) => !ownBuids.has(space.buid));

  return (
    <>
      {signedIn ? <SpacePalette /> : <p className="panel__note">{SpaceUiMessages.signInToAdd}</p>}
      {selected.isPending && <Spinner label={SpaceUiMessages.loadingSpace} />}
      {selected.space && <SelectedSpaceDetails space={selected.space} />}

      {signedIn && (
        <section aria-labelledby="own-spaces-title">
          <h3 id="own-spaces-title" className="panel__subtitle">
            {SpaceUiMessages.yourSpaces}
          </h3>
          {ownSpaces.isPending ? (
            <Spinner label={SpaceUiMessages.loadingYourSpaces} />
          ) : ownSpaces.isError ? (
            <p className="panel__note">{SpaceUiMessages.loadFailed}</p>
          ) : (
            <SpaceList
              spaces={own}
              label={SpaceUiMessages.yourSpaces}
              emptyText={SpaceUiMessages.noneOwned}
              testId="own-space-list"
            />
          )}
        </section>
      )}

      <section aria-labelledby="public-spaces-title">
        <h3 id="public-spaces-title" className="panel__subtitle">
          {signedIn ? SpaceUiMessages.otherPublicSpaces : SpaceUiMessages.publicSpaces}
        </h3>
        {publicSpaces.isPending && <Spinner label={SpaceUiMessages.loadingSpaces} />}
        {publicSpaces.isError && (
          <div className="panel__note">
            <p>{SpaceUiMessages.loadFailed}</p>
            <button type="button" className="button" onClick={() => publicSpaces.refetch()}>
              {CommonUiMessages.tryAgain}
            </button>
          </div>
        )}
        {publicSpaces.isSuccess && (
          <SpaceList
            spaces={otherPublic}
            label={signedIn ? SpaceUiMessages.otherPublicSpaces : SpaceUiMessages.publicSpaces}
            emptyText={signedIn ? SpaceUiMessages.noOtherPublic : SpaceUiMessages.nonePublished}
            testId="public-space-list"
          />
        )}
      </section>
    </>
  );
}
