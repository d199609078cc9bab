import { useState } from "react";
import type { EventDetails } from "../../../domain/events/eventDetails";
import { pageTitleProblem } from "../../../domain/pageRules";
import { FormDialog } from "../../shell/ui/FormDialog";
import type { FieldErrors } from "../../shell/ui/formSubmission";
import { TextInput } from "../../shell/ui/TextInput";
import { EventFields, eventProblems, newEventDetails } from "./EventFields";

/** Adds an event to an events page: its title, date, times, time zone and location. */
export function NewEventDialog(props: { onClose: () => void; onCreate: (title: string, event: EventDetails) => Promise<void> }) {
  const [title, setTitle] = useState("");
  const [event, setEvent] = useState(() => newEventDetails(new Date()));
  const submit = async () => {
    const local: FieldErrors = eventProblems(event);
    const titleProblem = pageTitleProblem(title);
    if (titleProblem) local.title = titleProblem;
    if (Object.keys(local).length > 0) return local;
    await props.onCreate(title, event);
  };
  return (
    <FormDialog title="Add an event" submitLabel="Add event" onClose={props.onClose} onSubmit={submit} wide>
      {(errors) => (
        <>
          <TextInput label="Title" value={title} onChange={setTitle} error={errors.title} autoFocus isRequired />
          <EventFields value={event} onChange={setEvent} errors={errors} />
        </>
      )}
    </FormDialog>
  );
}
