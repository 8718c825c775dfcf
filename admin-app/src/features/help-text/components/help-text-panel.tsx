// spec §2 Help Text Editor: seven topic buttons, then a rich-text editor and Submit. Without a
// topic: 'Please select a topic'. The editor is loaded lazily (it is the heaviest piece of the
// admin screens), so it downloads only when this panel opens.
import { Suspense, lazy, useState } from 'react';
import { VALIDATION, type HelpTopic } from '@parking/shared/domain';
import { Button, ButtonRow, ErrorBox, Panel, ToggleButtonGroup } from '@parking/shared/ui';
import { helpTopics, topicLabel } from '../help-topics';
import { useHelpText } from '../hooks/use-help-text';

const RichTextEditor = lazy(() => import('../../../components/rich-text-editor'));

export const HELP_TEXT_TITLE = 'Help Text Editor';

export function HelpTextPanel() {
  const { published, error, publish } = useHelpText();
  const [topic, setTopic] = useState<HelpTopic | null>(null);
  const [draft, setDraft] = useState<string | null>(null);

  const choose = (next: HelpTopic) => {
    setTopic(next);
    setDraft(null);
  };

  return (
    <Panel title={HELP_TEXT_TITLE}>
      <ToggleButtonGroup label="Help topics" options={helpTopics} value={topic} onChange={choose} />
      <ErrorBox message={error} />
      {topic === null ? (
        <p>{VALIDATION.selectTopic}</p>
      ) : published ? (
        <Suspense fallback={<p>Loading editor…</p>}>
          <RichTextEditor
            key={topic}
            label={`${topicLabel(topic)} help text`}
            initialHtml={published[topic] ?? ''}
            onChange={setDraft}
          />
        </Suspense>
      ) : null}
      <ButtonRow>
        <Button variant="primary" icon="submit" onClick={() => void publish(topic, draft)}>
          Submit
        </Button>
      </ButtonRow>
    </Panel>
  );
}
