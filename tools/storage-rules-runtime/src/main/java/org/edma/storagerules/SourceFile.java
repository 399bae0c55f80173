package org.edma.storagerules;

/** One rules file as firebase-tools sends it. */
record SourceFile(String name, String content) {}
