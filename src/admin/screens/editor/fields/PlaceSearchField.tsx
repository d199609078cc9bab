import { useEffect, useState } from "react";
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from "react-aria-components";
import type { PlaceDetails, PlacePrediction } from "../../../../domain/api/places";
import { ApiError } from "../../../api/client";
import { placesApi } from "../../../api/places";
import { useDebounced } from "../../../shell/useDebounced";

/** Wait after the last keystroke before the address search is asked. */
const SEARCH_DELAY_MS = 300;
/** Shortest text the address search is asked about. */
const MIN_SEARCH_LENGTH = 2;

/**
 * The map block's address search: suggestions from the server's geocoder as the owner types
 * (asked once typing pauses, in the editor's language), chosen with the arrow keys and Enter or a click; the chosen
 * place's address and position are handed to `onPick`. Problems (no geocoder, no answer)
 * show under the field in the server's words.
 */
export function PlaceSearchField(props: { isDisabled: boolean; onPick: (place: PlaceDetails) => void }) {
  const language = navigator.language;
  const [input, setInput] = useState("");
  const [predictions, setPredictions] = useState<PlacePrediction[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const typed = useDebounced(input.trim(), SEARCH_DELAY_MS);

  useEffect(() => {
    if (typed.length < MIN_SEARCH_LENGTH) {
      setPredictions([]);
      return;
    }
    let current = true;
    placesApi.suggest(typed, language).then(
      (answer) => {
        if (!current) return;
        setPredictions(answer.predictions);
        setProblem(answer.predictions.length === 0 ? "No address found. Check the spelling or type more of it." : null);
      },
      (error: unknown) => current && setProblem(error instanceof ApiError ? error.message : "The address search is not available right now."),
    );
    return () => {
      current = false;
    };
  }, [typed, language]);

  const pick = (placeId: string) => {
    placesApi.details(placeId, language).then(
      (answer) => {
        setProblem(null);
        setInput(answer.place.formattedAddress);
        props.onPick(answer.place);
      },
      (error: unknown) => setProblem(error instanceof ApiError ? error.message : "The address search is not available right now."),
    );
  };

  return (
    <ComboBox
      className="field place-search"
      inputValue={input}
      onInputChange={setInput}
      items={predictions}
      onSelectionChange={(key) => key !== null && pick(String(key))}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
      isDisabled={props.isDisabled}
    >
      <Label>Find the address</Label>
      <Input className="input" />
      <Text slot="description" className="field-help">
        Pick a suggestion to fill in the address and centre the map on it.
      </Text>
      {problem ? (
        <p className="field-error" role="status">
          {problem}
        </p>
      ) : null}
      <Popover className="popover">
        <ListBox className="menu">
          {(prediction: PlacePrediction) => (
            <ListBoxItem className="menu-item" id={prediction.placeId} textValue={prediction.description}>
              <strong>{prediction.mainText}</strong> {prediction.secondaryText}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
