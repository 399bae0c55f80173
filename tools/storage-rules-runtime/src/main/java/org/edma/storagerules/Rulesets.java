package org.edma.storagerules;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Rulesets by the name firebase-tools gave them. It loads a new name on every rules change and
 * keeps verifying against older names until the new one compiles, so all are kept.
 */
final class Rulesets {
  private final RulesetCompiler compiler;
  private final Map<String, CompiledRuleset> byName = new ConcurrentHashMap<>();

  Rulesets(RulesetCompiler compiler) {
    this.compiler = compiler;
  }

  Compilation load(String name, List<SourceFile> files) {
    Compilation compilation = compiler.compile(files);
    if (compilation.ruleset() != null) {
      byName.put(name, compilation.ruleset());
    }
    return compilation;
  }

  /** The ruleset, or null when none of that name compiled. */
  CompiledRuleset find(String name) {
    return byName.get(name);
  }
}
