import { GENERAL_MESSAGES } from "../../../domain/messages/generalMessages";
import { Notice } from "../../shell/ui/states";
import { SelectField } from "../../shell/ui/SelectField";
import { timeZoneChoices } from "./timeZones";

/**
 * The site's time zone, chosen from the zones the browser lists. A browser that lists none says
 * "Failed to load timezone" (spec 2 §8) under the list, which then offers only the zone kept, so
 * saving the other settings never changes it.
 */
export function TimeZoneField(props: {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  isDisabled: boolean;
  /** The zones the browser lists (null when it cannot); the browser's own by default. */
  known?: readonly string[] | null;
}) {
  const choices = props.known === undefined ? timeZoneChoices(props.value) : timeZoneChoices(props.value, props.known);
  return (
    <>
      <SelectField
        label={props.label}
        value={props.value}
        options={choices.options}
        onChange={props.onChange}
        error={props.error}
        isDisabled={props.isDisabled}
        description={props.description}
      />
      {choices.listed ? null : (
        <Notice tone="error">{`${GENERAL_MESSAGES.timezoneLoadFailed}. This browser does not list time zones, so ${props.value} is kept; choose another in an up-to-date browser.`}</Notice>
      )}
    </>
  );
}
