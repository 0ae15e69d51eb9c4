/**
 * `/admin/people`: the team, for administrators. Each row's actions are small forms posting back
 * here (resend or withdraw an invitation; change a role or a name; disable, enable, reset two-step),
 * and the invitation form sits below the list. The outcome shows beside the form it came from.
 */
import {
  isAdminRole,
  type AdminRole,
  type AdminSession,
  type Restricted,
} from "#shared/accounts/contract.ts";
import type {
  AdminPeople,
  InvitationOutcome,
  Person,
  PersonChange,
} from "#shared/people/contract.ts";
import { adminTitles, peopleText } from "#app/content/admin.ts";
import {
  adminMeta,
  type ActionNoticeValue,
  type AdminPage,
  type AdminRequest,
} from "#app/admin/common/answer.ts";
import {
  administratorsOnly,
  forgedPost,
  readForm,
  requireAdministrator,
  requirePost,
} from "#app/admin/common/guard.ts";
import { formatTeamTime } from "#app/admin/common/team-time.ts";

export interface PersonRow extends Person {
  readonly lastSignIn: string;
  readonly invitationNote: string | undefined;
}

export interface PeopleView {
  readonly viewer: AdminSession;
  readonly people: readonly PersonRow[];
  /** The outcome of the last POST, beside the form it came from ("invite" for the new one). */
  readonly result:
    | {
        readonly form: string;
        readonly notice: ActionNoticeValue;
        /** A link the administrator hands over themselves, when the mail could not go. */
        readonly link?: string;
        readonly draft?: {
          readonly email: string;
          readonly displayName: string;
          readonly role: string;
        };
      }
    | undefined;
}

type Result = NonNullable<PeopleView["result"]>;
type Acted = { status: 200 | 400 | 409; result: Result };

const success = (form: string, text: string): Acted => ({
  status: 200,
  result: { form, notice: { tone: "success", text } },
});
const failure = (form: string, text: string, status: 400 | 409 = 409): Acted => ({
  status,
  result: { form, notice: { tone: "error", text } },
});

function invitationResult(form: string, email: string, outcome: InvitationOutcome): Acted {
  const notices = peopleText.notices;
  switch (outcome.status) {
    case "sent":
      return success(form, notices.sent(email));
    case "not-sent":
      return {
        status: 200,
        result: {
          form,
          notice: { tone: "error", text: notices.notSent(email) },
          link: outcome.link,
        },
      };
    case "has-account":
      return failure(form, notices.hasAccount);
    case "invalid":
      return failure(
        form,
        {
          email: notices.invalidEmail,
          displayName: notices.invalidName,
          role: notices.invalidRole,
        }[outcome.field],
        400,
      );
  }
}

function changeResult(form: string, change: PersonChange, done: string): Acted {
  const notices = peopleText.notices;
  switch (change) {
    case "changed":
      return success(form, done);
    case "unchanged":
      return success(form, notices.unchanged);
    case "no-account":
      return failure(form, notices.noAccount);
    case "last-administrator":
      return failure(form, notices.lastAdministrator);
  }
}

/** One POST's work; undefined when the form was not one of the page's own. */
async function act(
  people: AdminPeople,
  session: AdminSession,
  form: FormData,
): Promise<Acted | "forbidden" | undefined> {
  const field = (name: string) => String(form.get(name) ?? "");
  const id = field("id");
  const email = field("email");
  const notices = peopleText.notices;
  // The page refuses others before it acts; the service checks the role again.
  if (session.role !== "administrator") return "forbidden";
  const outcome = async <T>(work: Promise<Restricted<T>>): Promise<T> => {
    const done = await work;
    if (!done.allowed) throw new Error("Refused an administrator");
    return done.value;
  };
  switch (form.get("intent")) {
    case "invite": {
      const role = field("role");
      const draft = { email, displayName: field("displayName"), role };
      const invited = await outcome(
        people.invite(session, { email, displayName: draft.displayName, role: role as AdminRole }),
      );
      const acted = invitationResult("invite", email.trim(), invited);
      return invited.status === "sent" || invited.status === "not-sent"
        ? acted
        : { ...acted, result: { ...acted.result, draft } };
    }
    case "resend": {
      const resent = await outcome(people.resendInvitation(session, id));
      return resent ? invitationResult(id, email, resent) : failure(id, notices.gone);
    }
    case "withdraw": {
      const withdrawn = await outcome(people.withdrawInvitation(session, id));
      return withdrawn ? success(id, notices.withdrawn) : failure(id, notices.gone);
    }
    case "role": {
      const role = field("role");
      if (!isAdminRole(role)) return failure(id, notices.invalidRole, 400);
      const change = await outcome(people.changeRole(session, email, role));
      return changeResult(id, change, notices.changed);
    }
    case "rename": {
      const change = await outcome(people.rename(session, email, field("displayName")));
      if (change === "unchanged" && field("displayName").trim() === "") {
        return failure(id, notices.invalidName, 400);
      }
      return changeResult(id, change, notices.changed);
    }
    case "disable": {
      const change = await outcome(people.disable(session, email));
      return changeResult(id, change, notices.disabled(Number(field("open")) || 0));
    }
    case "enable": {
      const change = await outcome(people.enable(session, email));
      return changeResult(id, change, notices.changed);
    }
    case "reset-two-step": {
      const change = await outcome(people.resetTwoStep(session, email));
      return changeResult(id, change, notices.twoStepReset);
    }
    default:
      return undefined;
  }
}

function rowOf(person: Person, now: Date): PersonRow {
  const expires = person.invitationExpiresAt;
  return {
    ...person,
    lastSignIn: person.lastSignInAt ? formatTeamTime(person.lastSignInAt) : peopleText.never,
    invitationNote:
      expires === undefined
        ? undefined
        : expires <= now
          ? peopleText.invitationExpired
          : peopleText.invitationExpires(formatTeamTime(expires)),
  };
}

export async function peoplePage(context: AdminRequest): Promise<AdminPage<PeopleView> | Response> {
  const { request, url } = context;
  let signed;
  let acted: Acted | undefined;
  if (request.method === "POST") {
    const form = await readForm(request);
    const verdict = await requirePost(context, form, "people");
    if (!("session" in verdict)) return verdict;
    signed = verdict;
    const outcome = await act(signed.people, signed.session, form);
    if (outcome === "forbidden") return administratorsOnly(url);
    if (!outcome) return forgedPost(url, 400);
    acted = outcome;
  } else {
    const verdict = await requireAdministrator(context, "people");
    if (!("session" in verdict)) return verdict;
    signed = verdict;
  }
  const people = await signed.people.people(signed.session);
  if (!people.allowed) return administratorsOnly(url);
  const now = new Date();
  return {
    status: acted?.status ?? 200,
    meta: adminMeta(adminTitles.people, url),
    props: {
      viewer: signed.session,
      people: people.value.map((person) => rowOf(person, now)),
      result: acted?.result,
    },
  };
}
