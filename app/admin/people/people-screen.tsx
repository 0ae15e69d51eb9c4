import type { ReactNode } from "react";
import { ADMIN_ROLES, type AdminRole } from "#shared/accounts/contract.ts";
import { DISPLAY_NAME_MAX_LENGTH } from "#shared/people/contract.ts";
import { Button } from "#app/components/ui/button.tsx";
import { peopleText, roleLabels } from "#app/content/admin.ts";
import { ActionNotice } from "#app/admin/common/action-notice.tsx";
import { AdminShell } from "#app/admin/common/admin-shell.tsx";
import { controlClass, labelClass, panelClass } from "#app/admin/common/controls.ts";
import { CsrfField } from "#app/admin/common/csrf-field.tsx";
import { LabelledInput } from "#app/admin/common/labelled-input.tsx";
import type { PeopleView, PersonRow } from "./people-page.ts";

type Result = PeopleView["result"];

/** The team, each person with their actions, and the invitation form. */
export function PeopleScreen({ viewer, people, result }: PeopleView) {
  const resultFor = (form: string) => (result?.form === form ? result : undefined);
  return (
    <AdminShell viewer={viewer} section="people">
      <h1 className="text-2xl font-bold sm:text-3xl">{peopleText.heading}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{peopleText.intro}</p>
      <ul aria-label={peopleText.listLabel} className="mt-6 grid gap-4">
        {people.map((person) => (
          <PersonCard
            key={person.id}
            person={person}
            you={person.email === viewer.email}
            csrfToken={viewer.csrfToken}
            result={resultFor(person.id)}
          />
        ))}
      </ul>
      <InviteForm csrfToken={viewer.csrfToken} result={resultFor("invite")} />
    </AdminShell>
  );
}

function RoleSelect({ id, value }: { id: string; value: string }) {
  return (
    <select id={id} name="role" defaultValue={value} className={controlClass} required>
      {ADMIN_ROLES.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </select>
  );
}

/** A small form of one action on one person. */
function ActionForm({
  person,
  intent,
  csrfToken,
  label,
  children,
}: {
  person: PersonRow;
  intent: string;
  csrfToken: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <form method="post" className="flex flex-wrap items-end gap-2">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={person.id} />
      <input type="hidden" name="email" value={person.email} />
      {children}
      <Button type="submit" variant="ghost">
        {label}
        <span className="sr-only">: {person.displayName}</span>
      </Button>
    </form>
  );
}

function PersonCard({
  person,
  you,
  csrfToken,
  result,
}: {
  person: PersonRow;
  you: boolean;
  csrfToken: string;
  result: Result;
}) {
  const headingId = `person-${person.id}`;
  const action = { person, csrfToken };
  return (
    <li className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        {person.displayName} {you ? <span className="text-ink-muted">{peopleText.you}</span> : null}
      </h2>
      <p className="break-all text-ink-muted">{person.email}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="font-semibold">{peopleText.columns.role}</dt>
          <dd>{roleLabels[person.role]}</dd>
        </div>
        <div>
          <dt className="font-semibold">{peopleText.columns.state}</dt>
          <dd>{peopleText.states[person.state]}</dd>
        </div>
        <div>
          <dt className="font-semibold">{peopleText.columns.twoStep}</dt>
          <dd>{person.twoStep ? peopleText.twoStepOn : peopleText.twoStepOff}</dd>
        </div>
        <div>
          <dt className="font-semibold">{peopleText.columns.lastSignIn}</dt>
          <dd>{person.lastSignIn}</dd>
        </div>
      </dl>
      {person.invitationNote ? <p className="mt-2 text-sm">{person.invitationNote}</p> : null}
      {person.openConversations > 0 ? (
        <p className="mt-2 text-sm">{peopleText.openConversations(person.openConversations)}</p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-x-4 gap-y-3">
        {person.state === "invited" ? (
          <>
            <ActionForm {...action} intent="resend" label={peopleText.resend} />
            <ActionForm {...action} intent="withdraw" label={peopleText.withdraw} />
          </>
        ) : (
          <>
            <ActionForm {...action} intent="role" label={peopleText.changeRole}>
              <label className="sr-only" htmlFor={`role-${person.id}`}>
                {peopleText.role}
              </label>
              <RoleSelect id={`role-${person.id}`} value={person.role} />
            </ActionForm>
            <ActionForm {...action} intent="rename" label={peopleText.rename}>
              <label className="sr-only" htmlFor={`name-${person.id}`}>
                {peopleText.name}
              </label>
              <input
                id={`name-${person.id}`}
                name="displayName"
                defaultValue={person.displayName}
                maxLength={DISPLAY_NAME_MAX_LENGTH}
                required
                className={controlClass}
              />
            </ActionForm>
            {person.state === "active" ? (
              <ActionForm {...action} intent="disable" label={peopleText.disable}>
                <input type="hidden" name="open" value={person.openConversations} />
              </ActionForm>
            ) : (
              <ActionForm {...action} intent="enable" label={peopleText.enable} />
            )}
            {person.twoStep ? (
              <ActionForm {...action} intent="reset-two-step" label={peopleText.resetTwoStep} />
            ) : null}
          </>
        )}
      </div>
      <ActionNotice id={`notice-${person.id}`} notice={result?.notice} />
      {result?.link ? <HandedLink link={result.link} /> : null}
    </li>
  );
}

/** The invitation's link, to copy when the mail could not go. */
function HandedLink({ link }: { link: string }) {
  return <p className="mt-2 rounded-lg bg-surface-muted p-3 font-mono text-sm break-all">{link}</p>;
}

function InviteForm({ csrfToken, result }: { csrfToken: string; result: Result }) {
  const draft = result?.draft;
  return (
    <section aria-labelledby="invite-heading" className={`${panelClass} mt-8`}>
      <h2 id="invite-heading" className="text-lg font-bold">
        {peopleText.inviteHeading}
      </h2>
      <form method="post" className="mt-4 grid gap-4 sm:grid-cols-3 sm:items-end">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="intent" value="invite" />
        <div>
          <LabelledInput
            id="invite-name"
            label={peopleText.name}
            name="displayName"
            required
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            autoComplete="off"
            defaultValue={draft?.displayName ?? ""}
            aria-describedby="invite-name-hint"
          />
          <p id="invite-name-hint" className="mt-1 text-sm text-ink-muted">
            {peopleText.nameHint}
          </p>
        </div>
        <LabelledInput
          id="invite-email"
          label={peopleText.email}
          name="email"
          type="email"
          required
          autoComplete="off"
          defaultValue={draft?.email ?? ""}
        />
        <div>
          <label htmlFor="invite-role" className={labelClass}>
            {peopleText.role}
          </label>
          <RoleSelect
            id="invite-role"
            value={(draft?.role as AdminRole | undefined) ?? "reviewer"}
          />
        </div>
        <div className="sm:col-span-3">
          <Button type="submit">{peopleText.invite}</Button>
        </div>
      </form>
      <ActionNotice id="notice-invite" notice={result?.notice} />
      {result?.link ? <HandedLink link={result.link} /> : null}
    </section>
  );
}
