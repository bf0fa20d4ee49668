package io.djambi.engine.model;

/** What can stand on a square: a living piece or a corpse (R4). Empty squares have no occupant. */
public sealed interface Occupant permits Piece, Corpse {}
