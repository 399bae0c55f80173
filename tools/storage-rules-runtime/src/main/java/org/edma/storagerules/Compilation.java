package org.edma.storagerules;

import java.util.List;

/**
 * The outcome of compiling a ruleset: the ruleset (null when there are errors) and the issues,
 * each serialized by {@link IssueJson}.
 */
record Compilation(CompiledRuleset ruleset, List<String> errors, List<String> warnings) {}
