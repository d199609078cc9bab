import { plainSentence } from "../../../domain/api/plainMessages";
import { eventDetailsSchema, type EventDetails } from "../../../domain/events/eventDetails";
import type { FieldErrors } from "../../shell/ui/formSubmission";
import { TextInput } from "../../shell/ui/TextInput";

/** The fields a new event starts with: tomorrow evening in the browser's time zone. */
export function newEventDetails(today: Date): EventDetails {
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
  return { startDate: date, startTime: "19:00", endDate: date, endTime: "21:00", timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, location: "" };
}

/** The problems of an event's fields by field name, from the same schema the server checks with. */
export function eventProblems(event: EventDetails): FieldErrors {
  const result = eventDetailsSchema.safeParse(event);
  const problems: FieldErrors = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "event");
    problems[field] ??= plainSentence(issue);
  }
  return problems;
}

/** An event's date, start and end, time zone and location, as labelled fields. */
export function EventFields(props: { value: EventDetails; onChange: (value: EventDetails) => void; errors: FieldErrors; isDisabled?: boolean }) {
  const { value, errors } = props;
  const set = (patch: Partial<EventDetails>) => props.onChange({ ...value, ...patch });
  return (
    <fieldset className="fieldset">
      <legend>When and where</legend>
      <div className="row">
        <TextInput
          label="Starts on"
          type="date"
          value={value.startDate}
          onChange={(startDate) => set({ startDate })}
          error={errors.startDate}
          isDisabled={props.isDisabled}
        />
        <TextInput
          label="Start time"
          type="time"
          value={value.startTime}
          onChange={(startTime) => set({ startTime })}
          error={errors.startTime}
          isDisabled={props.isDisabled}
        />
      </div>
      <div className="row">
        <TextInput
          label="Ends on"
          type="date"
          value={value.endDate}
          onChange={(endDate) => set({ endDate })}
          error={errors.endDate}
          isDisabled={props.isDisabled}
        />
        <TextInput
          label="End time"
          type="time"
          value={value.endTime}
          onChange={(endTime) => set({ endTime })}
          error={errors.endTime}
          isDisabled={props.isDisabled}
        />
      </div>
      <TextInput
        label="Time zone"
        value={value.timeZone}
        onChange={(timeZone) => set({ timeZone })}
        error={errors.timeZone}
        description="Where the times are read, such as Europe/Paris."
        isDisabled={props.isDisabled}
      />
      <TextInput label="Location" value={value.location} onChange={(location) => set({ location })} error={errors.location} isDisabled={props.isDisabled} />
    </fieldset>
  );
}
