import {
  CampusUiMessages,
  CommonUiMessages,
  PanelIntroMessages,
  SpaceUiMessages,
} from '@indoor/domain';
import { useState } from 'react';
import { Spinner } from '../components/Spinner';
import { PanelIntro } from '../panels/PanelIntro';
import { useMapSpaces } from '../spaces/spaceQueries';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { CampusExportButton } from './CampusExportButton';
import { CampusForm } from './CampusForm';
import { CampusItem } from './CampusItem';
import { emptyCampusForm, validateCampusAdd } from './campusForm';
import { useAddCampus } from './campusMutations';
import { useUserCampuses } from './campusQueries';

function CampusManager() {
  const { spaces, isPending: spacesPending } = useMapSpaces();
  const campuses = useUserCampuses();
  const addCampus = useAddCampus();
  // A new key empties the add form after a campus was added.
  const [addFormKey, setAddFormKey] = useState(0);

  return (
    <>
      <h3 className="panel__subtitle">{CampusUiMessages.yourCampuses}</h3>
      {campuses.isPending && <Spinner label={CampusUiMessages.loadingCampuses} />}
      {campuses.isError && (
        <div className="panel__note">
          <p>{CampusUiMessages.loadFailed}</p>
          <button type="button" className="button" onClick={() => campuses.refetch()}>
            {CommonUiMessages.tryAgain}
          </button>
        </div>
      )}
      {campuses.isSuccess &&
        (campuses.data.length === 0 ? (
          <p className="panel__note">{CampusUiMessages.noneYet}</p>
        ) : (
          <ul
            className="campus-list"
            aria-label={CampusUiMessages.yourCampuses}
            data-testid="campus-list"
          >
            {campuses.data.map((campus) => (
              <CampusItem key={campus.cuid} campus={campus} spaces={spaces} />
            ))}
          </ul>
        ))}
      {campuses.isSuccess && campuses.data.length > 0 && (
        <CampusExportButton campuses={campuses.data} />
      )}

      <h3 className="panel__subtitle">{CampusUiMessages.newCampus}</h3>
      {spacesPending ? (
        <Spinner label={SpaceUiMessages.loadingSpaces} />
      ) : spaces.length === 0 ? (
        <p className="panel__note">{CampusUiMessages.noSpacesToChoose}</p>
      ) : (
        <CampusForm
          key={addFormKey}
          initial={emptyCampusForm}
          spaces={spaces}
          askId={false}
          submitLabel={addCampus.isPending ? CommonUiMessages.adding : CampusUiMessages.addCampus}
          busy={addCampus.isPending}
          testId="campus-add-form"
          onSubmit={(values) => {
            const verdict = validateCampusAdd(values);
            if (!verdict.ok) return verdict.message;
            addCampus.mutate(verdict.body, { onSuccess: () => setAddFormKey((key) => key + 1) });
            return null;
          }}
        />
      )}
    </>
  );
}

export function CampusesPanel() {
  const signedIn = useSessionStore(selectSignedInUser) !== null;
  return (
    <>
      <PanelIntro>{PanelIntroMessages.campuses}</PanelIntro>
      {signedIn ? (
        <CampusManager />
      ) : (
        <p className="panel__note">{CampusUiMessages.signInToManage}</p>
      )}
    </>
  );
}
