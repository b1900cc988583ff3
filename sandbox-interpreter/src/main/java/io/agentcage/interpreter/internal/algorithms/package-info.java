/**
 * Plain Java algorithms behind the native modules: the regular expression engine, zlib, BLAKE2 and scrypt,
 * base codecs, the JSON decoder, the Mersenne Twister, special and complex functions, struct formats. They work
 * on Java values, not Python objects, and depend on nothing but a few object-model helpers. Not API.
 */
package io.agentcage.interpreter.internal.algorithms;
