"""The nested net kinds: a recurrent net (a step net run over per-step scopes), if_else (rows
routed through one of two sub-nets), what they share (nested) and sub-net extraction."""
