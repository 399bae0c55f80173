package org.edma.storagerules;

import com.google.firebase.rules.runtime.impl.DefaultEvaluator;

/** A ruleset ready to evaluate; the evaluator is made once and reused for every request. */
record CompiledRuleset(int rulesVersion, DefaultEvaluator evaluator) {}
