import { RECORD, type Vocabulary } from '../vocabulary';
import type { SkillAliasTable } from './table';

/**
 * Which skill-form word, and which trie node, each word of the embedder's vocabulary is: looked up
 * once per word (by its characters, in the table's own vocabulary), then read by id. Forgotten
 * with the vocabulary's words, whose ids are then given to others.
 */
export class FormIds {
  /** Per word id: its id in the table's form vocabulary + 2, 1 when it is no form's word, 0 not looked up yet. */
  private formIds = new Int32Array(0);
  /** Per word id, once looked up: the trie node of forms starting with it, or 0. */
  private startNodes = new Int32Array(0);
  private epoch = -1;

  constructor(
    private readonly table: SkillAliasTable,
    private readonly vocabulary: Vocabulary,
  ) {}

  /** Called before a text: makes room for new words, and drops everything once words were forgotten. */
  sync(): void {
    const vocabulary = this.vocabulary;
    if (this.epoch === vocabulary.epoch && this.formIds.length >= vocabulary.size) return;
    const capacity = Math.max(vocabulary.records.length / RECORD, vocabulary.size);
    const formIds = new Int32Array(capacity);
    const startNodes = new Int32Array(capacity);
    if (this.epoch === vocabulary.epoch) {
      formIds.set(this.formIds);
      startNodes.set(this.startNodes);
    }
    this.formIds = formIds;
    this.startNodes = startNodes;
    this.epoch = vocabulary.epoch;
  }

  /** The trie node of forms starting with word `id`, or 0. */
  start(id: number): number {
    if (this.formIds[id] === 0) this.lookUp(id);
    return this.startNodes[id] ?? 0;
  }

  /** The form-vocabulary id of word `id`, or -1 when it is no form's word. */
  formId(id: number): number {
    if (this.formIds[id] === 0) this.lookUp(id);
    return (this.formIds[id] ?? 2) - 2;
  }

  private lookUp(id: number): void {
    const formId = this.table.forms.idOf(this.vocabulary, id);
    this.formIds[id] = formId + 2;
    this.startNodes[id] = this.table.trie.start(formId);
  }
}
