import type { InterviewMode } from "~/lib/interviews";

export interface Invitation {
  uid: string;
  sequence: number;
  cancelled: boolean;
  startsAt: Date;
  minutes: number;
  mode: InterviewMode;
  place: string;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/**
 * The iCalendar text of an interview (RFC 5545 through ical-generator, loaded when first used):
 * METHOD:REQUEST, or CANCEL for a cancelled one, with the same UID and a SEQUENCE raised at each
 * change, so calendars replace or remove the event they hold. Times are written in UTC.
 */
export async function invitationIcs(invitation: Invitation): Promise<string> {
  const {
    default: ical,
    ICalAttendeeRole,
    ICalAttendeeStatus,
    ICalCalendarMethod,
    ICalEventStatus,
  } = await import("ical-generator");
  const calendar = ical({
    prodId: { company: invitation.organizer.name, product: "interviews", language: "EN" },
    method: invitation.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    start: invitation.startsAt,
    end: new Date(invitation.startsAt.getTime() + invitation.minutes * 60_000),
    stamp: new Date(),
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.place ? { title: invitation.place } : null,
    url: invitation.mode === "video" ? invitation.place : null,
    status: invitation.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: invitation.organizer,
    attendees: invitation.attendees.map((attendee) => ({
      ...attendee,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: true,
    })),
  });
  return calendar.toString();
}
